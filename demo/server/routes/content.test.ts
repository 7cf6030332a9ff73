// @vitest-environment node
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGallery } from '../../../header-element/heroes/parse-content';
import { contentRoutes } from './content';
import type { RouteContext } from './types';

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  // The module only uses the app; the context is for modules that need the database or auth.
  contentRoutes.mount(app, {} as RouteContext);
  server = app.listen(0);
  await new Promise((done) => server.once('listening', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const get = (path: string) => fetch(`${origin}${path}`);

describe('content service routes', () => {
  it('answers the published heroes at /api/content/heroes', async () => {
    const response = await get('/api/content/heroes');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.scrollTime).toBe(8000);
    expect(body.transitionTime).toBe(450);
    const names = body.components.map((hero: { name: string }) => hero.name);
    expect(names).toEqual([
      'home-security-night',
      'outdoor-cameras',
      'video-doorbell',
      'monitoring',
    ]);
    expect(JSON.stringify(body)).not.toContain('"draft"');
  });

  it('adds the unpublished heroes with ?latest=true', async () => {
    const body = await (await get('/api/content/heroes?latest=true')).json();
    expect(body.components.map((hero: { name: string }) => hero.name)).toContain(
      'spring-sale-draft',
    );
  });

  it('answers the production heroes at /api/content-prod/heroes', async () => {
    const body = await (await get('/api/content-prod/heroes')).json();
    // Same component names as the preview, different (published) content.
    expect(body.components.map((hero: { name: string }) => hero.name)).toEqual([
      'home-security-night',
      'outdoor-cameras',
    ]);
    expect(body.components[0].title).toBe('Peace of mind, <em>professionally installed</em>');
    // No timings in the production seed: the element falls back to 15000 / 300 ms.
    expect(parseGallery(body)).toMatchObject({ scrollTime: 15000, transitionTime: 300 });
  });

  it('seeds every media kind, badge look and sticker variant', async () => {
    const body = await (await get('/api/content/heroes?latest=true')).json();
    const gallery = parseGallery(body);
    expect(gallery.components).toHaveLength(5);
    const kinds = new Set(gallery.components.map((hero) => hero.mediaItem?.mn));
    expect(kinds).toEqual(
      new Set(['mm_responsive_image', 'mm_image', 'mm_video_thumb_video', 'mm_video_thumb_image']),
    );
    const badges = gallery.components.flatMap((hero) => hero.badges);
    expect(new Set(badges.map((b) => b.badgeType))).toEqual(
      new Set(['primary', 'destructive', 'success', 'info', 'warning', 'new']),
    );
    expect(badges.some((b) => b.badgeStyle === 'outline')).toBe(true);
    const stickers = gallery.components.flatMap((hero) => hero.stickers);
    expect(new Set(stickers.map((s) => s.locationOverride))).toEqual(
      new Set(['top-left', 'top-right', 'bottom-left', 'bottom-right']),
    );
    expect(stickers.some((s) => s.rotateStickerText)).toBe(true);
    expect(stickers.some((s) => s.color?.startsWith('#'))).toBe(true);
    expect(new Set(gallery.components.map((hero) => hero.copyBlockLocation))).toEqual(
      new Set(['left', 'right', 'center']),
    );
  });

  it('serves every media file the seeds point at', async () => {
    const seeds = [
      await (await get('/api/content/heroes?latest=true')).text(),
      await (await get('/api/content-prod/heroes')).text(),
    ];
    const urls = new Set(
      seeds.flatMap((seed) => seed.match(/\/api\/content(?:-prod)?\/media\/[\w.-]+/g) ?? []),
    );
    expect(urls.size).toBeGreaterThan(5);
    for (const url of urls) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^(image\/svg\+xml|video\/webm)/);
    }
  });

  it('serves the stand-in video provider script and its video', async () => {
    const script = await get('/vendor/vidyard/v4.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('window.VidyardV4');
    const video = await get('/vendor/vidyard/media/shs-home-tour.webm');
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toMatch(/^video\/webm/);
  });

  it('answers 404 for media that does not exist', async () => {
    expect((await get('/api/content/media/nope.svg')).status).toBe(404);
  });
});
