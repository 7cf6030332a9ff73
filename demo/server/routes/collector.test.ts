// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodePayload, MAX_EVENTS, storeRecords } from '../collector/collector-store.js';
import { openDatabase } from '../db/database.js';
import { withTestServer } from '../test-support/test-server.js';

const running = withTestServer();

const events = async () =>
  (
    (await (await fetch(`${running.server.origin}/api/collect/events`)).json()) as {
      events: {
        endpoint: string;
        event: string | null;
        distinctId: string | null;
        properties: Record<string, unknown>;
      }[];
    }
  ).events;

const form = (data: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: `data=${encodeURIComponent(data)}`,
});

describe('analytics collector', () => {
  it('takes a base64 batch from mixpanel (form data=, verbose) and lists it newest first', async () => {
    const batch = [
      { event: 'Click', properties: { distinct_id: 'u1', Page: 'Dashboard', token: 't' } },
      {
        event: '$mp_web_page_view',
        properties: { distinct_id: 'u1', Page: 'Billing', token: 't' },
      },
    ];
    const base64 = Buffer.from(JSON.stringify(batch)).toString('base64');
    const response = await fetch(
      `${running.server.origin}/api/collect/track/?verbose=1&ip=1`,
      form(base64),
    );
    expect(await response.json()).toEqual({ status: 1, error: null });
    const [newest, older] = await events();
    expect(newest).toMatchObject({
      endpoint: 'track',
      event: '$mp_web_page_view',
      distinctId: 'u1',
    });
    expect(older?.properties).toEqual({ distinct_id: 'u1', Page: 'Dashboard', token: 't' });
  });

  it('takes JSON (form or body) on engage and groups, one record or a batch', async () => {
    const engage = { $token: 't', $distinct_id: 'u2', $set: { Services: 3 } };
    const one = await fetch(
      `${running.server.origin}/api/collect/engage/`,
      form(JSON.stringify(engage)),
    );
    expect(await one.text()).toBe('1');
    const groups = await fetch(`${running.server.origin}/api/collect/groups/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ $group_key: 'Plan', $group_id: 'gold', $set: { size: 1 } }]),
    });
    expect(groups.status).toBe(200);
    const [group, profile] = await events();
    expect(group?.endpoint).toBe('groups');
    expect(profile).toMatchObject({ endpoint: 'engage', distinctId: 'u2' });
  });

  it('answers flags for a context distinct_id with variant_key and variant_value', async () => {
    const response = await fetch(`${running.server.origin}/api/collect/flags/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ context: { distinct_id: 'u3' } }),
    });
    expect(await response.json()).toEqual({
      flags: { 'chat-hours-hint': { variant_key: 'on', variant_value: true } },
    });
    expect((await events())[0]).toMatchObject({ endpoint: 'flags', distinctId: 'u3' });
    const bad = await fetch(`${running.server.origin}/api/collect/flags/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ context: {} }),
    });
    expect(bad.status).toBe(400);
  });

  it('answers 400 to data that is neither base64 nor JSON, or a batch over 50', async () => {
    expect(
      (await fetch(`${running.server.origin}/api/collect/track/`, form('%%%not'))).status,
    ).toBe(400);
    const big = JSON.stringify(Array.from({ length: 51 }, () => ({ event: 'x', properties: {} })));
    expect((await fetch(`${running.server.origin}/api/collect/track/`, form(big))).status).toBe(
      400,
    );
  });

  it('the developer page lists what arrived', async () => {
    const response = await fetch(`${running.server.origin}/demo/analytics/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Analytics collector</h1>');
    expect(html.indexOf('flags')).toBeLessThan(html.indexOf('$mp_web_page_view'));
  });
});

describe('collector storage', () => {
  it('decodes base64 and JSON, single or batched', () => {
    const record = { event: 'e', properties: { a: 1 } };
    expect(decodePayload(Buffer.from(JSON.stringify(record)).toString('base64'))).toEqual([record]);
    expect(decodePayload(JSON.stringify([record, record]))).toHaveLength(2);
    expect(decodePayload([record])).toEqual([record]);
    expect(() => decodePayload('[1]')).toThrow();
  });

  it(`keeps at most ${MAX_EVENTS} records`, () => {
    const db = openDatabase(':memory:');
    const batch = Array.from({ length: 50 }, (_, i) => ({ event: `e${i}`, properties: {} }));
    for (let i = 0; i < MAX_EVENTS / 50 + 2; i += 1) storeRecords(db, 'track', batch);
    const { count } = db.prepare('SELECT COUNT(*) AS count FROM analytics_events').get() as {
      count: number;
    };
    expect(count).toBe(MAX_EVENTS);
  });
});
