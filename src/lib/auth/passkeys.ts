// The browser side of passkeys, for every page that needs one (issue 25): make a passkey
// (Profile & Security -> Passkeys) and get an assertion (a "Confirm it's you" dialog). The
// library, @simplewebauthn/browser, loads on the first use only, so it costs the first load
// nothing. Failures become a PasskeyError whose message a customer can act on.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

export type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
};

/** What a customer reads when the browser part of a passkey ceremony fails. */
export const PASSKEY_BROWSER_TEXT = {
  unsupported: 'This browser can’t use passkeys. Try another browser or device.',
  /** NotAllowedError: cancelled, timed out, or (for an assertion) no passkey here. */
  cancelledCreate: 'No passkey was added. You cancelled, or the request timed out. Try again.',
  cancelledGet:
    'No passkey was used. You may have cancelled, or this device has no passkey for this site. Try again.',
  /** InvalidStateError on create: the device already holds one of the account's passkeys. */
  alreadyAdded: 'This device already has a passkey for your account.',
  failed: 'Your browser could not complete the passkey request. Try again.',
} as const;

/** A passkey ceremony that failed in the browser, with the message to show. */
export class PasskeyError extends Error {
  constructor(
    message: string,
    readonly reason: 'unsupported' | 'cancelled' | 'already-added' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PasskeyError';
  }
}

const loadLibrary = () => import('@simplewebauthn/browser');

function errorName(error: unknown): string {
  const { name, cause } = (error ?? {}) as { name?: string; cause?: { name?: string } };
  return cause?.name ?? name ?? '';
}

function toPasskeyError(error: unknown, ceremony: 'create' | 'get'): PasskeyError {
  const name = errorName(error);
  if (name === 'NotAllowedError' || name === 'AbortError') {
    const message =
      ceremony === 'create'
        ? PASSKEY_BROWSER_TEXT.cancelledCreate
        : PASSKEY_BROWSER_TEXT.cancelledGet;
    return new PasskeyError(message, 'cancelled', { cause: error });
  }
  if (name === 'InvalidStateError' && ceremony === 'create') {
    return new PasskeyError(PASSKEY_BROWSER_TEXT.alreadyAdded, 'already-added', { cause: error });
  }
  if (name === 'NotSupportedError') {
    return new PasskeyError(PASSKEY_BROWSER_TEXT.unsupported, 'unsupported', { cause: error });
  }
  return new PasskeyError(PASSKEY_BROWSER_TEXT.failed, 'failed', { cause: error });
}

async function library() {
  const webAuthn = await loadLibrary();
  if (!webAuthn.browserSupportsWebAuthn()) {
    throw new PasskeyError(PASSKEY_BROWSER_TEXT.unsupported, 'unsupported');
  }
  return webAuthn;
}

/** Has the browser make a new passkey for the server's creation options. */
export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await library();
  try {
    return await startRegistration({ optionsJSON });
  } catch (error) {
    throw toPasskeyError(error, 'create');
  }
}

/** Has the browser sign the server's challenge with one of the customer's passkeys. */
export async function getPasskeyAssertion(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await library();
  try {
    return await startAuthentication({ optionsJSON });
  } catch (error) {
    throw toPasskeyError(error, 'get');
  }
}
