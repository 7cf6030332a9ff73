import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/http/api-client';
import { setRuntimeConfig } from '../../lib/shared/config';
import { lookUpStore, useStoreLookupStore } from './store-lookup';

const COMMERCE = 'https://shop.example.com/api/commerce';
const STORE = {
  storeId: 'store-100200300',
  serviceNumber: '100200300',
  name: 'Online store',
  currency: 'USD',
};

function memoryStorage(entries: Record<string, string>): Storage {
  const data = new Map(Object.entries(entries));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

function setUp(tokens: { accessToken: string; idToken: string } | null = null) {
  const posts: { url: string; body: unknown; trid: string | null }[] = [];
  setRuntimeConfig({ api: { accountCentre: '/a', platform: '/p', commerce: COMMERCE } });
  configureApiClient({
    getTokens: () => tokens,
    getStoreBackendUrls: () => [COMMERCE],
    readTrid: () => 'trid-1',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      posts.push({
        url: request.url,
        body: await request.json(),
        trid: request.headers.get('x-trid'),
      });
      return Response.json(STORE);
    },
  });
  return posts;
}

afterEach(() => {
  setRuntimeConfig(null);
  useStoreLookupStore.setState({ serviceNumber: null, store: null, sessionConfirmed: false });
});

describe('store lookup (spec 7.4)', () => {
  it('POSTs store with the service number, then GETs store with the stored session id', async () => {
    const posts = setUp();
    document.cookie = 'trid=trid-1';
    const gets: Headers[] = [];
    const storage = memoryStorage({
      'shs-commerce-session:100200300': JSON.stringify({
        id: 'sess-1',
        expiration: new Date(Date.now() + 60_000).toISOString(),
        cartItemsCount: 0,
      }),
    });
    const store = await lookUpStore('S-100200300', new AbortController().signal, {
      storage,
      fetch: async (_url, init) => {
        gets.push(new Headers(init?.headers));
        return Response.json(STORE);
      },
    });
    expect(store).toEqual(STORE);
    expect(posts).toEqual([
      { url: `${COMMERCE}/store`, body: { serviceNumber: '100200300' }, trid: 'trid-1' },
    ]);
    expect(gets[0]?.get('Sessionid')).toBe('sess-1');
    expect(gets[0]?.get('x-trid')).toBe('trid-1');
    expect(useStoreLookupStore.getState()).toEqual({
      serviceNumber: '100200300',
      store: STORE,
      sessionConfirmed: true,
    });
  });

  it("GETs store with the signed-in customer's tokens (spec 7.1)", async () => {
    setUp({ accessToken: 'access-1', idToken: 'id-1' });
    const gets: Headers[] = [];
    await lookUpStore('S-100200300', new AbortController().signal, {
      storage: memoryStorage({
        'shs-commerce-session:100200300': JSON.stringify({
          id: 'sess-1',
          expiration: new Date(Date.now() + 60_000).toISOString(),
        }),
      }),
      fetch: async (_url, init) => {
        gets.push(new Headers(init?.headers));
        return Response.json(STORE);
      },
    });
    expect(gets[0]?.get('Authorization')).toBe('Bearer access-1');
    expect(gets[0]?.get('X-IdToken')).toBe('id-1');
    expect(useStoreLookupStore.getState().sessionConfirmed).toBe(true);
  });

  it('skips the GET while the service has no valid commerce session', async () => {
    setUp();
    let called = false;
    await lookUpStore('100200300', new AbortController().signal, {
      storage: memoryStorage({
        'shs-commerce-session:100200300': JSON.stringify({ id: 'old', expiration: '2000-01-01' }),
      }),
      fetch: async () => {
        called = true;
        return Response.json(STORE);
      },
    });
    expect(called).toBe(false);
    expect(useStoreLookupStore.getState().sessionConfirmed).toBe(false);
    expect(useStoreLookupStore.getState().store).toEqual(STORE);
  });
});
