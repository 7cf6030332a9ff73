// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEnvelope, serializeEnvelope } from '@sentry/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorTrackingDsn } from '../monitoring/monitoring-paths.js';
import { removeDataDir, startTestServer, type TestServer } from '../test-support/test-server.js';

const RELEASE = 'shs-customer-web@1.2.3';
let server: TestServer;
let maps: string;

beforeAll(async () => {
  // A release's maps as the build hands them over: one minified file, its first column mapped to
  // `explode` at src/app/boom.ts:3:5.
  maps = mkdtempSync(join(tmpdir(), 'shs-maps-'));
  mkdirSync(join(maps, RELEASE, 'assets'), { recursive: true });
  writeFileSync(
    join(maps, RELEASE, 'assets', 'index-abc.js.map'),
    JSON.stringify({
      version: 3,
      sources: ['../src/app/boom.ts'],
      names: ['explode'],
      mappings: 'AAEIA',
    }),
  );
  server = await startTestServer({ paths: { sourceMaps: maps } });
});

afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
  rmSync(maps, { recursive: true, force: true });
});

function envelopeOf(event: Record<string, unknown>, dsn = errorTrackingDsn(server.origin)) {
  const header = { event_id: String(event.event_id), dsn, sent_at: new Date().toISOString() };
  const serialised = serializeEnvelope(
    createEnvelope(header as never, [[{ type: 'event' }, event]] as never) as never,
  );
  return typeof serialised === 'string' ? serialised : new TextDecoder().decode(serialised);
}

const post = (body: string) =>
  fetch(`${server.origin}/api/monitoring/envelope`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body,
  });

interface Group {
  message: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  releases: string[];
  routes: string[];
  stack: { function: string; file: string; line: number; column: number; mapped: boolean }[];
}

const groups = async () =>
  ((await (await fetch(`${server.origin}/demo/ops/api/errors`)).json()) as { groups: Group[] })
    .groups;

describe('error-tracking tunnel and ops page', () => {
  it('stores error events of real envelopes, grouped by message, with a de-minified stack', async () => {
    const event = (id: number) => ({
      event_id: `e${id}`,
      release: RELEASE,
      environment: 'test',
      tags: { route: '/orders/:orderId' },
      exception: {
        values: [
          {
            type: 'TypeError',
            value: 'Tunnel test failure',
            stacktrace: {
              frames: [
                {
                  filename: `${server.origin}/assets/index-abc.js`,
                  function: 'a',
                  lineno: 1,
                  colno: 1,
                },
              ],
            },
          },
        ],
      },
    });
    // 40 at once: every one is kept.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(envelopeOf(event(i)))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));

    const group = (await groups()).find(
      (item) => item.message === 'TypeError: Tunnel test failure',
    );
    expect(group).toMatchObject({ count: 40, releases: [RELEASE], routes: ['/orders/:orderId'] });
    expect(group!.firstSeen <= group!.lastSeen).toBe(true);
    expect(group!.stack[0]).toEqual({
      function: 'explode',
      file: 'src/app/boom.ts',
      line: 3,
      column: 5,
      mapped: true,
    });

    const page = await (await fetch(`${server.origin}/demo/ops/`)).text();
    expect(page).toContain('TypeError: Tunnel test failure');
    expect(page).toContain('at explode (src/app/boom.ts:3:5)');
  });

  it('refuses envelopes for another project and bodies that are not envelopes', async () => {
    const other = await post(
      envelopeOf({ event_id: 'x', message: 'x' }, 'https://key@o1.example/99'),
    );
    expect(other.status).toBe(403);
    expect((await post('not an envelope')).status).toBe(400);
  });
});

describe('web-vitals beacons', () => {
  it('takes batches (40 at once) and reports p75 per route against the thresholds', async () => {
    const beacon = (value: number) =>
      fetch(`${server.origin}/api/collect/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          samples: [
            { name: 'LCP', value, route: '/dashboard', release: RELEASE },
            { name: 'CLS', value: 0.01, route: '/dashboard', release: RELEASE },
          ],
        }),
      });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => beacon((i + 1) * 100)));
    expect(answers.every((answer) => answer.status === 204)).toBe(true);

    const body = (await (await fetch(`${server.origin}/demo/ops/api/vitals`)).json()) as {
      thresholds: Record<string, { good: number }>;
      routes: {
        route: string;
        metrics: Record<string, { p75: number; count: number; rating: string }>;
      }[];
    };
    expect(body.thresholds.LCP!.good).toBe(2500);
    const dashboard = body.routes.find((item) => item.route === '/dashboard');
    expect(dashboard?.metrics.LCP).toEqual({ p75: 3000, count: 40, rating: 'needs-improvement' });
    expect(dashboard?.metrics.CLS).toEqual({ p75: 0.01, count: 40, rating: 'good' });
  });

  it('refuses a malformed beacon', async () => {
    const answer = await fetch(`${server.origin}/api/collect/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ samples: [{ name: 'LCP', value: 1, route: 'https://x/1' }] }),
    });
    expect(answer.status).toBe(400);
  });
});
