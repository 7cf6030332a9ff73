// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSpaRoute } from './static.js';
import { removeDataDir, startTestServer, type TestServer } from './test-support/test-server.js';

const missing = mkdtempSync(join(tmpdir(), 'shs-nodist-'));
const built = mkdtempSync(join(tmpdir(), 'shs-dist-'));
let bare: TestServer;
let withDist: TestServer;

beforeAll(async () => {
  mkdirSync(join(built, 'app/assets'), { recursive: true });
  mkdirSync(join(built, 'header/chunks'), { recursive: true });
  writeFileSync(join(built, 'app/index.html'), '<!doctype html><title>SPA</title>');
  writeFileSync(join(built, 'app/assets/main-abc123.js'), 'console.log(1)');
  writeFileSync(join(built, 'header/shs-header.js'), 'export {}');
  writeFileSync(join(built, 'header/shs-header.css'), 'shs-header{display:block}');
  writeFileSync(join(built, 'header/chunks/menu-abc123.js'), 'export {}');
  bare = await startTestServer({
    paths: { distApp: join(missing, 'app'), distHeader: join(missing, 'header') },
  });
  withDist = await startTestServer({
    paths: { distApp: join(built, 'app'), distHeader: join(built, 'header') },
  });
});

afterAll(async () => {
  await bare.close();
  await withDist.close();
  for (const dir of [bare.dataDir, withDist.dataDir, missing, built]) removeDataDir(dir);
});

describe('isSpaRoute', () => {
  it('takes app routes and leaves files and server areas alone', () => {
    expect(isSpaRoute('/')).toBe(true);
    expect(isSpaRoute('/profile/2fa')).toBe(true);
    expect(isSpaRoute('/auth/callback')).toBe(true);
    expect(isSpaRoute('/favicon.ico')).toBe(false);
    expect(isSpaRoute('/api/anything')).toBe(false);
    expect(isSpaRoute('/oidc/auth')).toBe(false);
    expect(isSpaRoute('/demo/')).toBe(false);
    expect(isSpaRoute('/header/x')).toBe(false);
  });
});

describe('security headers', () => {
  it('sends the strict CSP and the usual headers on pages and API answers', async () => {
    for (const path of [
      '/',
      '/config.json',
      '/api/nope',
      '/oidc/.well-known/openid-configuration',
    ]) {
      const response = await fetch(`${bare.origin}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });
});

describe('without dist/', () => {
  it('answers SPA routes with a page saying to run npm run build', async () => {
    const response = await fetch(`${bare.origin}/dashboard`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });

  it('still serves the API and the provider', async () => {
    expect((await fetch(`${bare.origin}/config.json`)).status).toBe(200);
    expect((await fetch(`${bare.origin}/oidc/jwks`)).status).toBe(200);
  });
});

describe('favicon', () => {
  it('answers /favicon.ico so icon-less pages log no 404', async () => {
    const response = await fetch(`${bare.origin}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON, not the SPA', async () => {
    const response = await fetch(`${withDist.origin}/api/account/nothing-here`, {
      headers: { authorization: 'Bearer x' },
    });
    expect(response.status).toBe(401);
    const open = await fetch(`${withDist.origin}/api/nothing-here`);
    expect(open.status).toBe(404);
    expect(await open.json()).toEqual({ message: 'No API endpoint GET /api/nothing-here.' });
  });
});

describe('with dist/', () => {
  it('falls back to index.html for app routes', async () => {
    const response = await fetch(`${withDist.origin}/billing/history`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>SPA</title>');
  });

  it('serves hashed assets immutable and 404s missing ones', async () => {
    const asset = await fetch(`${withDist.origin}/assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${withDist.origin}/assets/gone.js`)).status).toBe(404);
  });

  it('serves the header bundle cross-origin, entry short-cached, chunks immutable', async () => {
    const entry = await fetch(`${withDist.origin}/header/shs-header.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(entry.headers.get('cache-control')).toBe('public, max-age=300');
    // The height-reserving stylesheet has a stable URL too, so it must not be cached for a year.
    const sizing = await fetch(`${withDist.origin}/header/shs-header.css`);
    expect(sizing.headers.get('cache-control')).toBe('public, max-age=300');
    const chunk = await fetch(`${withDist.origin}/header/chunks/menu-abc123.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });
});

describe('compression', () => {
  it('sends scripts gzipped to a browser that accepts it, and plain to one that does not', async () => {
    // Above compression's 1 kB threshold, as every real chunk is.
    writeFileSync(join(built, 'app/assets/big-abc123.js'), `console.log(${'"x",'.repeat(600)}1)`);
    const gzipped = await fetch(`${withDist.origin}/assets/big-abc123.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toContain('console.log("x",');
    const plain = await fetch(`${withDist.origin}/assets/big-abc123.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('console.log("x",');
  });
});
