import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPasskey,
  getPasskeyAssertion,
  PasskeyError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from './passkeys';

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: vi.fn(),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));

const creation = { challenge: 'abc' } as PublicKeyCredentialCreationOptionsJSON;
const request = { challenge: 'abc' } as PublicKeyCredentialRequestOptionsJSON;

/** What the library throws: a WebAuthnError whose cause is the browser's DOMException. */
function libraryError(name: string) {
  return Object.assign(new Error('library'), { name: 'WebAuthnError', cause: { name } });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(browserSupportsWebAuthn).mockReturnValue(true);
});

async function failure(promise: Promise<unknown>): Promise<PasskeyError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(PasskeyError);
  return error as PasskeyError;
}

describe('passkeys in the browser', () => {
  it('passes the server options to the library and returns its answer', async () => {
    vi.mocked(startRegistration).mockResolvedValue({ id: 'new' } as never);
    vi.mocked(startAuthentication).mockResolvedValue({ id: 'used' } as never);
    expect(await createPasskey(creation)).toEqual({ id: 'new' });
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: creation });
    expect(await getPasskeyAssertion(request)).toEqual({ id: 'used' });
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: request });
  });

  it('says when the browser has no WebAuthn, without asking it', async () => {
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    const error = await failure(createPasskey(creation));
    expect(error.message).toBe('This browser can’t use passkeys. Try another browser or device.');
    expect(startRegistration).not.toHaveBeenCalled();
  });

  it('words a cancel, a passkey already on the device and anything else', async () => {
    vi.mocked(startRegistration).mockRejectedValueOnce(libraryError('NotAllowedError'));
    expect((await failure(createPasskey(creation))).message).toBe(
      'No passkey was added. You cancelled, or the request timed out. Try again.',
    );
    vi.mocked(startRegistration).mockRejectedValueOnce(libraryError('InvalidStateError'));
    expect((await failure(createPasskey(creation))).message).toBe(
      'This device already has a passkey for your account.',
    );
    vi.mocked(startAuthentication).mockRejectedValueOnce(libraryError('NotAllowedError'));
    expect((await failure(getPasskeyAssertion(request))).message).toBe(
      'No passkey was used. You may have cancelled, or this device has no passkey for this site. Try again.',
    );
    vi.mocked(startAuthentication).mockRejectedValueOnce(libraryError('SecurityError'));
    const other = await failure(getPasskeyAssertion(request));
    expect(other).toMatchObject({
      reason: 'failed',
      message: 'Your browser could not complete the passkey request. Try again.',
    });
  });
});
