// @vitest-environment node
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { authHeaders } from '../test-support/sign-in.js';
import { withSignedInServer } from '../test-support/signed-in-server.js';

const demo = withSignedInServer();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function call(method: string, path: string, body?: unknown, who = demo.alex) {
  const response = await fetch(`${demo.server.origin}/api/account/billing${path}`, {
    method,
    headers: { ...authHeaders(who), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
}

/** Submits the hosted page's form like a browser (no redirect following). */
async function hosted(url: string, fields: Record<string, string>, suffix = '') {
  return fetch(`${url}${suffix}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const HOME = 'serviceName=S-100200300';
let keyCount = 0;
const key = () => `test-key-${(keyCount += 1)}-abcdef`;

describe('billing reference backend', () => {
  it('answers the contract shapes for alex’s Home service', async () => {
    expect(await call('GET', `/current-invoice?customerId=C-1001&${HOME}`)).toEqual({
      status: 200,
      body: {
        serviceName: 'S-100200300',
        amountDueCents: 8497,
        balanceCents: 8497,
        dueDate: '2026-12-05',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        status: expect.stringMatching(/^(due|overdue)$/),
      },
    });
    expect((await call('GET', '/default-payment-method?serviceName=100200300')).body).toEqual({
      id: 'pm_alex_visa',
      brand: 'Visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2028,
      expired: false,
    });
    expect((await call('GET', `/invoice-preferences?${HOME}`)).body).toEqual({
      optIn: false,
      email: 'alex@example.com',
    });
    expect((await call('GET', `/autopay?${HOME}`)).body).toMatchObject({
      enabled: false,
      paymentMethodId: null,
      nextDate: null,
      nextAmountCents: null,
    });
    expect((await call('GET', `/financing-partner?${HOME}`)).body).toMatchObject({
      partnerName: 'Everline Financing',
      remainingBalanceCents: 36000,
      monthlyInstallmentCents: 1500,
    });
    expect((await call('GET', '/financing-partner?serviceName=S-100200301')).status).toBe(404);
    expect((await call('GET', '/current-invoice?serviceName=S-100200301')).body.status).toBe(
      'overdue',
    );
  });

  it('keeps other customers out and rejects bad input with 400', async () => {
    expect((await call('GET', '/current-invoice?serviceName=S-200300400')).status).toBe(404);
    expect((await call('GET', `/current-invoice?customerId=C-1002&${HOME}`)).status).toBe(404);
    expect((await call('GET', '/current-invoice')).status).toBe(400);
    expect((await call('PATCH', `/invoice-preferences?${HOME}`, { optIn: 'yes' })).status).toBe(
      400,
    );
    expect((await call('GET', `/transactions?${HOME}&from=2026-13-01`)).status).toBe(400);
    expect((await call('GET', `/transactions?${HOME}&type=gift`)).status).toBe(400);
    expect(
      (await call('GET', `/generate-payment-url?${HOME}&idempotencyKey=${key()}&amountCents=99`))
        .status,
    ).toBe(400);
    expect(
      (
        await call(
          'GET',
          `/generate-payment-url?${HOME}&idempotencyKey=${key()}&amountCents=200001`,
        )
      ).status,
    ).toBe(400);
    const sams = await call('GET', '/autopay?serviceName=S-200300400', undefined, demo.sam);
    expect(sams.body).toMatchObject({ enabled: true, paymentMethodId: 'pm_sam_visa' });
  });

  it('pays once per idempotency key, however often the page is submitted', async () => {
    const idempotencyKey = key();
    const path = `/generate-payment-url?${HOME}&idempotencyKey=${idempotencyKey}&amountCents=1000`;
    const first = await call('GET', path);
    const again = await call('GET', path);
    expect(first.status).toBe(200);
    expect(again.body.sessionId).toBe(first.body.sessionId);
    // The same key for another amount is refused.
    expect(
      (
        await call(
          'GET',
          `/generate-payment-url?${HOME}&idempotencyKey=${idempotencyKey}&amountCents=2000`,
        )
      ).status,
    ).toBe(409);

    const page = await fetch(first.body.url);
    expect(await page.text()).toContain('Card number');
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    const [a, b] = await Promise.all([hosted(first.body.url, card), hosted(first.body.url, card)]);
    expect(a.status).toBe(303);
    expect(b.status).toBe(303);
    expect(a.headers.get('location')).toBe(`/billing/payment?session=${first.body.sessionId}`);
    await hosted(first.body.url, card);

    const result = await call('GET', `/payment-sessions/${first.body.sessionId}?${HOME}`);
    expect(result.body).toMatchObject({
      status: 'succeeded',
      amountCents: 1000,
      balanceAfterCents: 7497,
      confirmationNumber: expect.stringMatching(/^SHS-[A-Z0-9]{8}$/),
    });
    expect((await call('GET', `/current-invoice?${HOME}`)).body.balanceCents).toBe(7497);
    const payments = (await call('GET', `/transactions?${HOME}&type=payment&from=2026-11-20`)).body
      .items;
    expect(payments).toHaveLength(1);
    expect(payments[0].amountCents).toBe(-1000);
    // Back on the hosted page: it says it is done and charges nothing.
    expect(await (await fetch(first.body.url)).text()).toContain('This payment is complete.');
  });

  it('asks for another card after the declined test card and cancels without charging', async () => {
    const before = (await call('GET', `/current-invoice?${HOME}`)).body.balanceCents;
    const declined = await call(
      'GET',
      `/generate-payment-url?${HOME}&idempotencyKey=${key()}&amountCents=500`,
    );
    const bad = await hosted(declined.body.url, { number: '4242', expiry: '1/20', cvc: '1' });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('Enter a valid card number.');
    expect(html).toContain('value="4242"');
    // Declined: the hosted page asks for another card and the session stays open.
    const again = await hosted(declined.body.url, {
      number: '4000000000000002',
      expiry: '12/30',
      cvc: '123',
    });
    expect(again.status).toBe(402);
    expect(await again.text()).toContain('Your card was declined. Nothing was charged.');
    expect(
      (await call('GET', `/payment-sessions/${declined.body.sessionId}?${HOME}`)).body,
    ).toMatchObject({ status: 'open', amountCents: 500 });

    const cancelled = await call(
      'GET',
      `/generate-payment-url?${HOME}&idempotencyKey=${key()}&amountCents=500&paymentMethodId=pm_alex_visa`,
    );
    await hosted(cancelled.body.url, {}, '/cancel');
    expect(
      (await call('GET', `/payment-sessions/${cancelled.body.sessionId}?${HOME}`)).body,
    ).toMatchObject({
      status: 'cancelled',
      message: 'Payment cancelled. You have not been charged.',
    });
    expect((await call('GET', `/current-invoice?${HOME}`)).body.balanceCents).toBe(before);
  });

  it('guards the autopay card and keeps the default', async () => {
    expect(
      (await call('PUT', `/autopay?${HOME}`, { enabled: true, paymentMethodId: 'pm_alex_amex' }))
        .status,
    ).toBe(400);
    const on = await call('PUT', `/autopay?${HOME}`, {
      enabled: true,
      paymentMethodId: 'pm_alex_amex',
      acceptTerms: true,
    });
    expect(on.body).toMatchObject({ enabled: true, paymentMethodId: 'pm_alex_amex' });
    const removal = await call('DELETE', `/payment-methods/pm_alex_amex?${HOME}`);
    expect(removal.status).toBe(409);
    expect(removal.body.message).toMatch(/pays your bill automatically/);
    expect((await call('PUT', `/payment-methods/pm_alex_mc_old/default?${HOME}`)).status).toBe(409);
    await call('PUT', `/autopay?${HOME}`, { enabled: false });
    expect((await call('DELETE', `/payment-methods/pm_alex_amex?${HOME}`)).status).toBe(200);
  });

  it('verifies addresses: Valid 0, Invalid 1, Unknown 2 with a suggestion', async () => {
    const valid = { street: '12 Elm St', city: 'Provo', state: 'UT', zip: '84601' };
    expect((await call('POST', '/verify-address', valid)).body).toMatchObject({ result: 0 });
    expect((await call('POST', '/verify-address', { ...valid, zip: '10001' })).body).toMatchObject({
      result: 1,
      resultName: 'Invalid',
    });
    expect(
      (await call('POST', '/verify-address', { ...valid, street: '12 elm street', city: 'provo' }))
        .body,
    ).toMatchObject({ result: 2, suggestion: valid });
    expect((await call('POST', '/verify-address', { street: '' })).status).toBe(400);
    expect((await call('POST', `/update-address?${HOME}`, { ...valid, zip: '10001' })).status).toBe(
      400,
    );
    expect(
      (await call('POST', `/update-address?${HOME}`, { ...valid, street: '14 Elm St' })).body,
    ).toMatchObject({ street: '14 Elm St' });
    expect((await call('GET', `/address?${HOME}`)).body.street).toBe('14 Elm St');
  });

  it('serves statements as PDFs through signed links', async () => {
    const history = await call('GET', `/history?${HOME}`);
    expect(history.body.total).toBe(7);
    expect(history.body.items[0].periodStart).toBe('2026-11-01');
    const link = await call(
      'GET',
      `/statements/${history.body.items[0].id}/link?${HOME}&disposition=attachment`,
    );
    const file = await fetch(link.body.url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await new PDFParse({ data: new Uint8Array(bytes) }).getText();
    expect(text).toContain('$84.97');
    expect(text).toContain('12 Elm St');
    const forged = link.body.url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await fetch(forged)).status).toBe(403);
  });

  it('removes subscriptions at the end of the period', async () => {
    const list = await call('GET', `/subscriptions?${HOME}`);
    expect(list.body.map((s: Json) => s.productName)).toEqual([
      'Playback DVR',
      'Smart Home Security Protection Plan',
    ]);
    const after = await call('DELETE', `/subscriptions?${HOME}`, { ids: ['sub_alex_dvr'] });
    expect(after.body[0]).toMatchObject({ status: 'ending', endsOn: '2026-11-30' });
    expect((await call('DELETE', `/subscriptions?${HOME}`, { ids: ['nope'] })).status).toBe(404);
  });
});
