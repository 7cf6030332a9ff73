import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFlags } from './feature-flags';

const request = { url: 'https://c.example.com/flags/', token: 'tok', distinctId: 'u1' };

describe('fetchFlags (spec 7.8)', () => {
  afterEach(() => vi.useRealTimers());

  it('POSTs the context distinct_id and reads variant_key / variant_value', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            flags: { 'chat-hours-hint': { variant_key: 'on', variant_value: true } },
          }),
        ),
    );
    const flags = await fetchFlags({ ...request, fetchImpl });
    expect(flags).toEqual({ 'chat-hours-hint': { variant_key: 'on', variant_value: true } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://c.example.com/flags/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ context: { distinct_id: 'u1' } });
  });

  it('keeps the defaults (and logs) on a bad status, a bad body or a network error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      await fetchFlags({ ...request, fetchImpl: async () => new Response('', { status: 503 }) }),
    ).toEqual({});
    expect(await fetchFlags({ ...request, fetchImpl: async () => new Response('{}') })).toEqual({});
    expect(
      await fetchFlags({
        ...request,
        fetchImpl: async () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    ).toEqual({});
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('gives up after the timeout, so a slow flags call never holds the UI', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      });
    const pending = fetchFlags({
      ...request,
      fetchImpl: fetchImpl as typeof fetch,
      timeoutMs: 3000,
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(await pending).toEqual({});
  });
});
