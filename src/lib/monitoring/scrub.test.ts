import { addBreadcrumb, captureException, close } from '@sentry/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { startClient, trackerOptions } from './error-tracking';
import { FILTERED, scrubEvent, scrubText, scrubValue } from './scrub';

const EMAIL = 'pat.jones+bills@example.com';
const JWT =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTEiLCJlbWFpbCI6InBhdEBleGFtcGxlLmNvbSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const CARD = '4111 1111 1111 1111';
const SSN = '123-45-6789';
const PHONE = '(303) 555-0123';
const API_KEY = 'sk_live_9f8e7d6c5b4a39281706abcdef';
const CODE_URL = 'https://shs.example/auth/callback?code=Xy12ab34Cd&state=abc123&page=2';
const SECRETS = [
  EMAIL,
  JWT,
  CARD,
  '4111111111111111',
  SSN,
  PHONE,
  '3035550123',
  API_KEY,
  'Xy12ab34Cd',
];

describe('scrubText', () => {
  it.each([
    ['an email', `Mail to ${EMAIL} failed`],
    ['a JWT', `token ${JWT}`],
    ['a bearer header', `Authorization: Bearer ${API_KEY}`],
    ['a card number with spaces', `card ${CARD} declined`],
    ['a card number without spaces', 'card 4111111111111111 declined'],
    ['a card number with dashes', 'card 4111-1111-1111-1111 declined'],
    ['an SSN', `ssn ${SSN}`],
    ['a phone number', `call ${PHONE}`],
    ['a bare phone number', 'call 3035550123 now'],
    ['an international phone number', 'call +1 303 555 0123 now'],
    ['an opaque key', `key ${API_KEY}`],
  ])('removes %s', (_what, text) => {
    const scrubbed = scrubText(text);
    expect(scrubbed).toContain(FILTERED);
    for (const secret of SECRETS) expect(scrubbed).not.toContain(secret);
  });

  it('removes the values of query parameters with codes, keeps the rest of the URL', () => {
    expect(scrubText(CODE_URL)).toBe(
      `https://shs.example/auth/callback?code=${FILTERED}&state=${FILTERED}&page=2`,
    );
  });

  it('leaves ordinary text, short numbers and file positions alone', () => {
    const text = 'TypeError: x is undefined at /assets/index-B9x_3kLm.js:1:23456 (Order 42)';
    expect(scrubText(text)).toBe(text);
  });

  it('drops values under secret-named keys and scrubs nested strings', () => {
    expect(
      scrubValue({ password: 'hunter2', nested: { note: `for ${EMAIL}` }, list: [SSN], count: 3 }),
    ).toEqual({
      password: FILTERED,
      nested: { note: `for ${FILTERED}` },
      list: [FILTERED],
      count: 3,
    });
  });

  it('drops the user of an event', () => {
    const event = scrubEvent({ message: 'x', user: { id: 'u1', email: EMAIL } });
    expect(event.user).toBeUndefined();
  });
});

describe('error tracking with the real SDK', () => {
  afterEach(async () => {
    await close(0);
  });

  it('sends nothing personal: message, breadcrumbs, URL and user are scrubbed before sending', async () => {
    const sent: string[] = [];
    startClient({
      ...trackerOptions(
        {
          dsn: 'http://shsdemopublickey@localhost:8080/1',
          tunnel: 'http://localhost/t',
          environment: 'test',
        },
        () => '/billing/payment',
        'shs-customer-web@9.9.9',
      ),
      // Capture what would go over the wire instead of sending it.
      transport: () => ({
        send: async (envelope) => {
          sent.push(JSON.stringify(envelope));
          return {};
        },
        flush: async () => true,
      }),
    });
    addBreadcrumb({ category: 'console', message: `Signed in as ${EMAIL} with ${JWT}` });
    addBreadcrumb({
      category: 'navigation',
      data: { from: '/profile', to: CODE_URL, phone: PHONE },
    });
    addBreadcrumb({ category: 'ui.input', message: `typed ${CARD} and ${SSN}` });
    captureException(new Error(`Payment for ${EMAIL} with card ${CARD} failed (${API_KEY})`));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(sent).toHaveLength(1);
    const wire = sent[0]!;
    for (const secret of SECRETS) expect(wire).not.toContain(secret);
    expect(wire).toContain(`Payment for ${FILTERED} with card ${FILTERED} failed`);
    // The breadcrumbs went along, scrubbed (not dropped).
    expect(wire).toContain(`Signed in as ${FILTERED} with ${FILTERED}`);
    expect(wire).toContain(`typed ${FILTERED} and ${FILTERED}`);
    expect(wire).toContain('"route":"/billing/payment"');
    expect(wire).toContain('shs-customer-web@9.9.9');
  });
});
