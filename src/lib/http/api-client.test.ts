import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isStoreBackendUrl, type ApiClientDeps } from './api-client';

const STORE = 'https://store.example.com/api/commerce';

function client(fetchImpl: typeof fetch, overrides: Partial<ApiClientDeps> = {}) {
  return createApiClient({
    getTokens: async () => ({ accessToken: 'access-1', idToken: 'id-1' }),
    getStoreBackendUrls: () => [STORE],
    readTrid: () => 'trid-42',
    fetch: fetchImpl,
    ...overrides,
  });
}

function recordingFetch(response: () => Response = () => Response.json({ ok: true })) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    return response();
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => vi.useRealTimers());

describe('request headers (spec 7.1)', () => {
  it('sends the bearer access token and the id token on every request', async () => {
    const { calls, fetchImpl } = recordingFetch();
    await expect(client(fetchImpl).request('https://x/api/account/user-info')).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(calls[0]?.headers.get('X-IdToken')).toBe('id-1');
  });

  it('adds x-trid from the trid cookie only on store back-end URLs', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const api = client(fetchImpl);
    await api.request(`${STORE}/store`);
    await api.request('https://x/api/account/user-info');
    expect(calls[0]?.headers.get('x-trid')).toBe('trid-42');
    expect(calls[1]?.headers.has('x-trid')).toBe(false);
  });

  it('sends no auth headers when nobody is signed in', async () => {
    const { calls, fetchImpl } = recordingFetch();
    await client(fetchImpl, { getTokens: () => null }).request('https://x/a');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.has('X-IdToken')).toBe(false);
  });

  it('reads the tokens per request, so a refreshed token is used at once', async () => {
    const { calls, fetchImpl } = recordingFetch();
    let token = 'old';
    const api = client(fetchImpl, { getTokens: () => ({ accessToken: token }) });
    await api.request('https://x/a');
    token = 'new';
    await api.request('https://x/a');
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });
});

describe('isStoreBackendUrl', () => {
  it('matches URL prefixes', () => {
    expect(isStoreBackendUrl(`${STORE}/sessions/1`, [STORE])).toBe(true);
    expect(isStoreBackendUrl('https://x/api/account', [STORE])).toBe(false);
    expect(isStoreBackendUrl('https://x', [''])).toBe(false);
  });
});

describe('error messages (spec 8)', () => {
  it("uses the server's message when the body has one", async () => {
    const { fetchImpl } = recordingFetch(() =>
      Response.json({ message: 'Invalid current password.' }, { status: 403 }),
    );
    const error = await failure(client(fetchImpl).request('https://x/a'));
    expect(error.message).toBe('Invalid current password.');
    expect(error.status).toBe(403);
    expect(error.body).toEqual({ message: 'Invalid current password.' });
  });

  it("says 'Request failed with status code N' without a server message", async () => {
    const { fetchImpl } = recordingFetch(() => new Response('oops', { status: 502 }));
    const error = await failure(client(fetchImpl).request('https://x/a'));
    expect(error.message).toBe('Request failed with status code 502');
    expect(error.status).toBe(502);
  });

  it("says 'Network Error' when the request never got a response", async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect((await failure(client(fetchImpl).request('https://x/a'))).message).toBe('Network Error');
  });

  it("says 'timeout of Nms exceeded' when the request takes too long", async () => {
    const fetchImpl = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        // Like the real fetch: an already-aborted signal rejects at once.
        if (init?.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as unknown as typeof fetch;
    const error = await failure(client(fetchImpl).request('https://x/a', { timeoutMs: 20 }));
    expect(error.message).toBe('timeout of 20ms exceeded');
  });

  it('says cancelled when the caller aborts, and Request aborted when something else does', async () => {
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        // Like the real fetch: an already-aborted signal rejects at once.
        if (init?.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as unknown as typeof fetch;
    const controller = new AbortController();
    const pending = client(hanging).request('https://x/a', { signal: controller.signal });
    controller.abort();
    const cancelled = await failure(pending);
    expect(cancelled.message).toBe('canceled');
    expect(cancelled.cancelled).toBe(true);

    const abortedByBrowser = (async () => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    }) as unknown as typeof fetch;
    expect((await failure(client(abortedByBrowser).request('https://x/a'))).message).toBe(
      'Request aborted',
    );
  });

  it('rejects at once when the signal is already aborted', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const controller = new AbortController();
    controller.abort();
    const error = await failure(
      client(fetchImpl).request('https://x/a', { signal: controller.signal }),
    );
    expect(error.cancelled).toBe(true);
    expect(calls).toHaveLength(0);
  });
});

describe('session and service statuses (spec 8)', () => {
  const json401 = () => Response.json({ message: 'The access token is invalid.' }, { status: 401 });

  it('after a 401 refreshes once and sends the request again with the new token', async () => {
    let token = 'old';
    const responses = [json401, () => Response.json({ ok: true })];
    const { calls, fetchImpl } = recordingFetch(() => responses.shift()!());
    const refreshTokens = vi.fn(async (refused: string | undefined) => {
      expect(refused).toBe('old');
      token = 'new';
      return true;
    });
    const onSessionEnded = vi.fn();
    const api = client(fetchImpl, {
      getTokens: () => ({ accessToken: token }),
      refreshTokens,
      onSessionEnded,
    });
    await expect(api.request('https://x/api/account/user-info')).resolves.toEqual({ ok: true });
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a 401 that the refresh cannot cure ends the session (sign in again)', async () => {
    for (const refreshed of [false, true]) {
      const { fetchImpl } = recordingFetch(json401);
      const onSessionEnded = vi.fn();
      const api = client(fetchImpl, { refreshTokens: async () => refreshed, onSessionEnded });
      const error = await failure(api.request('https://x/api/account/user-info'));
      expect(error.status).toBe(401);
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
    }
  });

  it('a refused read goes to the 403 page, an unavailable service to the 503 page', async () => {
    for (const status of [403, 503] as const) {
      const { fetchImpl } = recordingFetch(() => Response.json({ message: 'no' }, { status }));
      const onStatusPage = vi.fn();
      const api = client(fetchImpl, { onStatusPage });
      await failure(api.request('https://x/api/account/documents'));
      expect(onStatusPage).toHaveBeenCalledWith(status);
    }
  });

  it("leaves a change's 403 ('Invalid current password.') and any 404 to the page", async () => {
    const onStatusPage = vi.fn();
    const forbidden = recordingFetch(() =>
      Response.json({ message: 'Invalid current password.' }, { status: 403 }),
    );
    const error = await failure(
      client(forbidden.fetchImpl, { onStatusPage }).request('https://x/api/account/user-info', {
        method: 'PUT',
        body: {},
      }),
    );
    expect(error.message).toBe('Invalid current password.');
    const missing = recordingFetch(() => Response.json({ message: 'none' }, { status: 404 }));
    await failure(client(missing.fetchImpl, { onStatusPage }).request('https://x/a'));
    expect(onStatusPage).not.toHaveBeenCalled();
  });
});
