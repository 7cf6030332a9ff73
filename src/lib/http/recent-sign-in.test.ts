// The API client's one "Confirm it's you" mechanism (issue 25): a change refused with 403
// recent_sign_in_required waits for the customer to confirm, then goes again unchanged.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClientDeps } from './api-client';
import { isWrongCurrentPassword } from './failure';

const REQUIRED = {
  code: 'recent_sign_in_required',
  message: 'For your security, confirm it is you (your password) before making this change.',
};

/** A server that answers the given responses in turn, recording each request's method and body. */
function server(...answers: (() => Response)[]) {
  const calls: { method: string; body: string | null }[] = [];
  const fetchImpl = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', body: (init?.body as string | null) ?? null });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

function client(fetchImpl: typeof fetch, overrides: Partial<ApiClientDeps> = {}) {
  return createApiClient({
    getTokens: () => ({ accessToken: 'a', idToken: 'i' }),
    getStoreBackendUrls: () => [],
    readTrid: () => undefined,
    fetch: fetchImpl,
    ...overrides,
  });
}

const refused = () => Response.json(REQUIRED, { status: 403 });

describe('a change that needs a recent sign-in', () => {
  it('asks once, then sends the same request again and answers its result', async () => {
    const { calls, fetchImpl } = server(refused, () => new Response(null, { status: 204 }));
    const confirmRecentSignIn = vi.fn(async () => true);
    const body = { verbalPassword: 'blue harbor', currentPassword: 'Demo-pass-1' };
    await client(fetchImpl, { confirmRecentSignIn }).request(
      'https://x/api/account/verbal-password',
      {
        method: 'PUT',
        body,
      },
    );
    expect(confirmRecentSignIn).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      { method: 'PUT', body: JSON.stringify(body) },
      { method: 'PUT', body: JSON.stringify(body) },
    ]);
  });

  it('cancelled, fails with a clear message that is no wrong password, and sends nothing more', async () => {
    const { calls, fetchImpl } = server(refused);
    const error = await client(fetchImpl, { confirmRecentSignIn: async () => false })
      .request('https://x/api/platform/password', { method: 'PUT', body: { a: 1 } })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      "Nothing was changed because you did not confirm it's you. What you entered is still here: try again when you are ready.",
    );
    expect(isWrongCurrentPassword(error)).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('on a read (the new card payment URL) opens no 403 error page', async () => {
    const { fetchImpl } = server(refused, () => Response.json({ url: 'https://pay' }));
    const onStatusPage = vi.fn();
    const answer = await client(fetchImpl, {
      confirmRecentSignIn: async () => true,
      onStatusPage,
    }).request('https://x/api/account/billing/generate-payment-url');
    expect(answer).toEqual({ url: 'https://pay' });
    expect(onStatusPage).not.toHaveBeenCalled();
  });

  it('asks again when the confirmation lapsed before the change went again', async () => {
    const { calls, fetchImpl } = server(refused, refused, () => Response.json({ ok: true }));
    const confirmRecentSignIn = vi.fn(async () => true);
    await client(fetchImpl, { confirmRecentSignIn }).request('https://x/a', { method: 'POST' });
    expect(confirmRecentSignIn).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(3);
  });

  it('leaves a wrong current password (403 without the code) to the form', async () => {
    const { fetchImpl } = server(() =>
      Response.json({ message: 'Invalid current password.' }, { status: 403 }),
    );
    const confirmRecentSignIn = vi.fn(async () => true);
    const error = await client(fetchImpl, { confirmRecentSignIn })
      .request('https://x/a', { method: 'PUT' })
      .catch((failure: unknown) => failure);
    expect(confirmRecentSignIn).not.toHaveBeenCalled();
    expect(isWrongCurrentPassword(error)).toBe(true);
    expect((error as ApiError).message).toBe('Invalid current password.');
  });
});
