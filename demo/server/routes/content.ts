// Content service (spec 7.4) under /api/content and its production twin /api/content-prod:
// GET /heroes[?latest=true] answers the hero gallery; seed files and demo media live in
// demo/server/content/. Also serves the offline stand-in of the video provider's embed script
// at /vendor/vidyard/. Marketing pages are anonymous, so nothing here needs a token.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { RouteModule } from './types.js';

/** Preview (staging) base of the content service. */
export const CONTENT_BASE = '/api/content';
/** Production base, used by pages opened with `?content=prod`. */
export const CONTENT_PROD_BASE = '/api/content-prod';
/** Where the stand-in video provider script and its videos are served. */
export const VIDYARD_BASE = '/vendor/vidyard';

/** Folder of the seed files, demo media and the stand-in provider script. */
export const CONTENT_DIR = resolve(import.meta.dirname, '../content');

interface SeedHero {
  draft?: boolean;
  [field: string]: unknown;
}

interface SeedGallery {
  components: SeedHero[];
  scrollTime?: number;
  transitionTime?: number;
}

function readSeed(file: string): SeedGallery {
  return JSON.parse(readFileSync(resolve(CONTENT_DIR, file), 'utf8')) as SeedGallery;
}

/**
 * The gallery as the content service answers it: drafts only with `latest`, and without the
 * seed's own `draft` marker (the CMS does not send it).
 */
export function heroesResponse(seed: SeedGallery, latest: boolean) {
  const components = seed.components
    .filter((hero) => latest || !hero.draft)
    .map(({ draft: _draft, ...hero }) => hero);
  return { ...seed, components };
}

function heroesHandler(file: string) {
  return (req: Request, res: Response) => {
    const latest = req.query.latest === 'true';
    // Read per request: editing the seed shows up on the next reload, like a CMS publish.
    const body = heroesResponse(readSeed(file), latest);
    res.set('Cache-Control', latest ? 'no-store' : 'public, max-age=60').json(body);
  };
}

const MEDIA_OPTIONS = {
  index: false as const,
  fallthrough: false,
  setHeaders: (res: Response) => res.setHeader('Cache-Control', 'public, max-age=3600'),
};

/** The heroes endpoints, their demo media and the stand-in video provider script. */
export const contentRoutes: RouteModule = {
  mount(app: Express) {
    app.get(`${CONTENT_BASE}/heroes`, heroesHandler('heroes.json'));
    app.get(`${CONTENT_PROD_BASE}/heroes`, heroesHandler('heroes-prod.json'));
    const media = express.static(resolve(CONTENT_DIR, 'media'), MEDIA_OPTIONS);
    app.use(`${CONTENT_BASE}/media`, media);
    app.use(`${CONTENT_PROD_BASE}/media`, media);
    app.use(VIDYARD_BASE, express.static(resolve(CONTENT_DIR, 'vidyard'), MEDIA_OPTIONS));
  },
};
