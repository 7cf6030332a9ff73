import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchHeroes, heroesUrl } from './content-service';
import { HEROES_FETCH_FAILED } from './messages';

afterEach(() => vi.unstubAllGlobals());

describe('heroesUrl (spec 7.4, content service)', () => {
  const source = { base: '/api/content', prodBase: 'https://content.example.com/prod/' };

  it('uses the content base by default', () => {
    expect(heroesUrl(source, '')).toBe('/api/content/heroes');
    expect(heroesUrl({}, '?content=stage')).toBe('/api/content/heroes');
  });
  it('switches to the production base when the page query content equals prod', () => {
    expect(heroesUrl(source, '?content=prod')).toBe('https://content.example.com/prod/heroes');
    expect(heroesUrl({}, '?x=1&content=prod')).toBe('/api/content-prod/heroes');
  });
  it('passes the latest query parameter through when present', () => {
    expect(heroesUrl(source, '?latest=true')).toBe('/api/content/heroes?latest=true');
    expect(heroesUrl({ ...source, latest: 'true' }, '')).toBe('/api/content/heroes?latest=true');
    expect(heroesUrl({ ...source, latest: 'true' }, '?latest=false')).toBe(
      '/api/content/heroes?latest=false',
    );
    expect(heroesUrl(source, '?content=prod&latest=true')).toBe(
      'https://content.example.com/prod/heroes?latest=true',
    );
  });
});

describe('fetchHeroes', () => {
  it('answers the parsed gallery', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ components: [{ title: 'A' }], scrollTime: 5000 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const gallery = await fetchHeroes({ base: '/c' }, { pageSearch: '?latest=true' });
    expect(fetchMock).toHaveBeenCalledWith('/c/heroes?latest=true', expect.any(Object));
    expect(gallery?.components.map((hero) => hero.title)).toEqual(['A']);
    expect(gallery?.scrollTime).toBe(5000);
    expect(gallery?.transitionTime).toBe(300);
  });

  it.each([
    ['an HTTP error', async () => new Response('{}', { status: 500 })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', async () => new Response('<html>', { status: 200 })],
  ])("logs 'Failed to get heroes from Acquia.' on %s and answers nothing", async (_, impl) => {
    vi.stubGlobal('fetch', vi.fn(impl));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchHeroes({}, { pageSearch: '' })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(HEROES_FETCH_FAILED, expect.anything());
  });

  it('stays quiet when the element goes away mid-request', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      fetchHeroes({}, { signal: controller.signal, pageSearch: '' }),
    ).resolves.toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });
});
