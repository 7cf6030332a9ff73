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
import { authWords } from './text';

export type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
};

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

/** The customer's message of a browser failure, in the language shown now. */
function toPasskeyError(error: unknown, ceremony: 'create' | 'get'): PasskeyError {
  const t = authWords();
  const name = errorName(error);
  if (name === 'NotAllowedError' || name === 'AbortError') {
    const message =
      ceremony === 'create' ? t('passkey.cancelledCreate') : t('passkey.cancelledGet');
    return new PasskeyError(message, 'cancelled', { cause: error });
  }
  if (name === 'InvalidStateError' && ceremony === 'create') {
    return new PasskeyError(t('passkey.alreadyAdded'), 'already-added', { cause: error });
  }
  if (name === 'NotSupportedError') {
    return new PasskeyError(t('passkey.unsupported'), 'unsupported', { cause: error });
  }
  return new PasskeyError(t('passkey.failed'), 'failed', { cause: error });
}

async function library() {
  const webAuthn = await loadLibrary();
  if (!webAuthn.browserSupportsWebAuthn()) {
    throw new PasskeyError(authWords()('passkey.unsupported'), 'unsupported');
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
