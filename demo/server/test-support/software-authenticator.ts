// A software WebAuthn authenticator for tests: a real P-256 key pair (node:crypto) that makes
// "none"-attestation credentials and signs assertions exactly as a device would (authenticator
// data, client data, ECDSA over both), so the server's checks run for real and nothing is
// mocked. Each knob a test needs to break one rule is an option: origin, RP id, flags, counter.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  WebAuthnCredential,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** What one ceremony answers; every field but `challenge` has a correct default. */
export interface CeremonyOptions {
  challenge: string;
  origin: string;
  rpId: string;
  /** The user-verified flag (PIN or biometric); default true. */
  userVerified?: boolean;
  /** The signature counter to report; default: one more than last time. */
  counter?: number;
  /** Sign with another key than the credential's (a forged assertion). */
  forgeSignature?: boolean;
}

/** One discoverable credential on a software authenticator. */
export class SoftwareAuthenticator {
  readonly credentialId = b64url(randomBytes(16));
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array<ArrayBuffer>;
  private counter = 0;

  constructor(readonly userHandle = b64url(randomBytes(8))) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
    this.cosePublicKey = new Uint8Array(
      isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      ),
    );
  }

  /** The credential as the server stores it (for tests that seed one directly). */
  credential(): WebAuthnCredential {
    return {
      id: this.credentialId,
      publicKey: this.cosePublicKey,
      counter: this.counter,
      transports: ['internal'],
    };
  }

  private authenticatorData(options: CeremonyOptions, attested: boolean): Buffer {
    const counter = options.counter ?? this.counter + 1;
    this.counter = counter;
    const flags =
      FLAG_UP | (options.userVerified === false ? 0 : FLAG_UV) | (attested ? FLAG_AT : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts = [sha256(options.rpId), Buffer.from([flags]), count];
    if (attested) {
      const id = Buffer.from(this.credentialId, 'base64url');
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      parts.push(Buffer.alloc(16), length, id, Buffer.from(this.cosePublicKey));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', options: CeremonyOptions): string {
    return JSON.stringify({
      type,
      challenge: options.challenge,
      origin: options.origin,
      crossOrigin: false,
    });
  }

  /** Answers `navigator.credentials.create`: a new credential, "none" attestation. */
  register(options: CeremonyOptions): RegistrationResponseJSON {
    const authData = this.authenticatorData(options, true);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(Buffer.from(this.clientData('webauthn.create', options))),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers `navigator.credentials.get`: an assertion signed with the credential's key. */
  assert(options: CeremonyOptions): AuthenticationResponseJSON {
    const authData = this.authenticatorData(options, false);
    const clientDataJSON = Buffer.from(this.clientData('webauthn.get', options));
    const key = options.forgeSignature
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
      : this.privateKey;
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
