import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-client';
import { createAuthenticator, MfaStepError, turnOffMfa, turnOnMfa } from './mfa-flow';

describe('turnOffMfa (spec 4.3)', () => {
  it('calls disable, then deletes the MFA account, then sets mfaEnabled false', async () => {
    const calls: string[] = [];
    await turnOffMfa({
      disable: async () => calls.push('disable'),
      deleteAccount: async () => calls.push('delete'),
      setMfaEnabled: (enabled) => calls.push(`set ${enabled}`),
    });
    expect(calls).toEqual(['disable', 'delete', 'set false']);
  });

  it('stops at a failed disable with its message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const deleteAccount = vi.fn();
    const setMfaEnabled = vi.fn();
    const error = await turnOffMfa({
      disable: () => Promise.reject(new ApiError('Network Error')),
      deleteAccount,
      setMfaEnabled,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MfaStepError);
    // The customer reads the page's words; spec 8's failure is logged verbatim.
    expect((error as MfaStepError).message).toBe('Failed to turn off two-factor authentication.');
    expect(logged).toHaveBeenCalledWith('Failed to disable MFA.', expect.anything());
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(setMfaEnabled).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('reports a failed delete and leaves mfaEnabled alone', async () => {
    const setMfaEnabled = vi.fn();
    await expect(
      turnOffMfa({
        disable: async () => ({ enabled: false }),
        deleteAccount: () => Promise.reject(new ApiError('Request failed with status code 502')),
        setMfaEnabled,
      }),
    ).rejects.toThrow('Failed to remove your authenticator from two-factor authentication.');
    expect(setMfaEnabled).not.toHaveBeenCalled();
  });
});

describe('turnOnMfa', () => {
  it('sets mfaEnabled true after enable succeeds', async () => {
    const setMfaEnabled = vi.fn();
    await turnOnMfa({ enable: async () => ({ enabled: true }), setMfaEnabled });
    expect(setMfaEnabled).toHaveBeenCalledWith(true);
  });

  it("adds the server's reason to 'Failed to turn on two-factor authentication.'", async () => {
    const reason = 'That code is not valid.';
    const setMfaEnabled = vi.fn();
    await expect(
      turnOnMfa({
        enable: () => Promise.reject(new ApiError(reason, 400, { message: reason })),
        setMfaEnabled,
      }),
    ).rejects.toThrow(`Failed to turn on two-factor authentication. ${reason}`);
    expect(setMfaEnabled).not.toHaveBeenCalled();
  });
});

describe('the spec 8 messages', () => {
  it('logs the spec string verbatim while the customer reads two-factor authentication', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new ApiError('Network Error');
    await expect(
      turnOnMfa({ enable: () => Promise.reject(failure), setMfaEnabled: vi.fn() }),
    ).rejects.toThrow('Failed to turn on two-factor authentication.');
    expect(log).toHaveBeenCalledWith('Failed to enable MFA.', failure);
    log.mockRestore();
  });
});

describe('createAuthenticator', () => {
  it('returns the otpauth URL', async () => {
    const url = 'otpauth://totp/A:b?secret=ABC';
    await expect(createAuthenticator(async () => ({ accountUrl: url }))).resolves.toBe(url);
  });
  it("fails with 'Failed to start setting up two-factor authentication.' on an error or a missing link", async () => {
    await expect(
      createAuthenticator(() => Promise.reject(new ApiError('Network Error'))),
    ).rejects.toThrow('Failed to start setting up two-factor authentication.');
    await expect(createAuthenticator(async () => ({ accountUrl: 'https://x' }))).rejects.toThrow(
      'Failed to start setting up two-factor authentication.',
    );
  });
});
