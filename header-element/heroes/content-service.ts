// Content service client (spec 7.4): GET heroes from the preview base, or from the production
// base when the page's query has content=prod; `latest` is passed through when asked for.
import { DEFAULT_CONTENT_BASE, DEFAULT_CONTENT_PROD_BASE } from './constants';
import { HEROES_FETCH_FAILED } from './messages';
import { parseGallery } from './parse-content';
import type { HeroGalleryContent } from './types';

/** Where the element finds the content service, from its attributes. */
export interface ContentSource {
  /** Base URL of the content service (default `/api/content`). */
  base?: string;
  /** Base URL used when the page query has `content=prod` (default `/api/content-prod`). */
  prodBase?: string;
  /** Ask for the latest (unpublished) heroes; the page query `latest` overrides it. */
  latest?: string;
}

/** The heroes URL for a source and the page's query string. */
export function heroesUrl(source: ContentSource, pageSearch: string): string {
  const query = new URLSearchParams(pageSearch);
  const base =
    query.get('content') === 'prod'
      ? source.prodBase || DEFAULT_CONTENT_PROD_BASE
      : source.base || DEFAULT_CONTENT_BASE;
  const latest = query.get('latest') ?? source.latest;
  const url = `${base.replace(/\/+$/, '')}/heroes`;
  return latest ? `${url}?${new URLSearchParams({ latest })}` : url;
}

/**
 * Fetches and parses the hero gallery. On any failure it logs the spec's message and answers
 * an empty gallery, so the host page keeps rendering; an abort is not a failure.
 */
export async function fetchHeroes(
  source: ContentSource,
  {
    signal,
    pageSearch = window.location.search,
  }: { signal?: AbortSignal; pageSearch?: string } = {},
): Promise<HeroGalleryContent | undefined> {
  try {
    const response = await fetch(heroesUrl(source, pageSearch), {
      signal,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
    return parseGallery(await response.json());
  } catch (error) {
    if (signal?.aborted) return undefined;
    console.error(HEROES_FETCH_FAILED, error);
    return undefined;
  }
}
