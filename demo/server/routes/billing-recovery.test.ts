// @vitest-environment node
// Issue 24 "Payments that recover", on the hosted page stand-in: a declined card keeps the
// customer on the page with the same amount until a good card pays it; declines are limited
// per page and the limit holds with 40 submissions at once; a payment is charged and its
// receipt mailed exactly once, however many submissions race for it.
import { describe, expect, it } from 'vitest';
import { MAX_DECLINES } from '../billing/payment-sessions.js';
import { receiptSubject } from '../billing/receipt-mail.js';
import { authHeaders } from '../test-support/sign-in.js';
import { withSignedInServer } from '../test-support/signed-in-server.js';
import type { PaymentSession, Transaction } from '../../../src/contracts/billing.js';

const demo = withSignedInServer();
const HOME = 'serviceName=S-100200300';
const DECLINED = { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' };
const GOOD = { number: '5555 5555 5555 4444', expiry: '11/31', cvc: '321' };
let keys = 0;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${demo.server.origin}/api/account/billing${path}`, {
    headers: authHeaders(demo.alex),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function open(amountCents: number, extra = '') {
  return api<{ url: string; sessionId: string }>(
    `/generate-payment-url?${HOME}&idempotencyKey=recovery-${(keys += 1)}-key&amountCents=${amountCents}${extra}`,
  );
}

function submit(url: string, card: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(card).toString(),
    redirect: 'manual',
  });
}

const session = (id: string) => api<PaymentSession>(`/payment-sessions/${id}?${HOME}`);
const receipts = async (confirmation: string) =>
  (
    (await (
      await fetch(`${demo.server.origin}/demo/mail/api/messages?to=alex%40example.com`)
    ).json()) as { subject: string; body: string }[]
  ).filter((mail) => mail.subject === receiptSubject(confirmation));

describe('payments that recover', () => {
  it('keeps the amount through a declined card, then pays it with another and mails one receipt', async () => {
    const { url, sessionId } = await open(1234);
    const declined = await submit(url, DECLINED);
    expect(declined.status).toBe(402);
    const page = await declined.text();
    expect(page).toContain(
      `Your card was declined. Nothing was charged. Enter another card to try again (${MAX_DECLINES - 1} tries left).`,
    );
    expect(page).toContain('Pay $12.34');
    // The declined number is not echoed back into the form.
    expect(page).not.toContain('4000 0000 0000 0002');

    const paid = await submit(url, GOOD);
    expect(paid.status).toBe(303);
    const result = await session(sessionId);
    expect(result).toMatchObject({
      status: 'succeeded',
      amountCents: 1234,
      paidWith: { brand: 'Mastercard', last4: '4444' },
    });
    expect(result.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const mails = await receipts(result.confirmationNumber ?? '');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Amount paid: $12.34');
    expect(mails[0]?.body).toContain('Card: Mastercard ending 4444');
    expect(mails[0]?.body).toContain(`Confirmation number: ${result.confirmationNumber}`);
    expect(mails[0]?.body).toMatch(
      /Date: \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M M[SD]T/,
    );
  });

  it('an expired saved card asks for another card on the same page', async () => {
    // An expired card cannot start a payment, so the card expires while its page is open.
    const { url, sessionId } = await open(300, '&paymentMethodId=pm_alex_amex');
    demo.server.db
      .prepare('UPDATE payment_methods SET exp_year = 2020 WHERE id = ?')
      .run('pm_alex_amex');
    try {
      const response = await submit(url, {});
      expect(response.status).toBe(402);
      const page = await response.text();
      expect(page).toContain('Your card has expired. Nothing was charged.');
      expect(page).toContain('Card number');
      expect((await session(sessionId)).status).toBe('open');
    } finally {
      demo.server.db
        .prepare('UPDATE payment_methods SET exp_year = 2029 WHERE id = ?')
        .run('pm_alex_amex');
    }
  });

  it(`allows ${MAX_DECLINES} declines per page, even with 40 submitted at once`, async () => {
    const before = await api<{ items: Transaction[] }>(`/transactions?${HOME}&type=payment`);
    const { url, sessionId } = await open(700);
    const answers = await Promise.all(Array.from({ length: 40 }, () => submit(url, DECLINED)));
    // Four pages asked for another card; the fifth decline ended the page; the rest found it done.
    expect(answers.filter((a) => a.status === 402)).toHaveLength(MAX_DECLINES - 1);
    expect(answers.filter((a) => a.status === 303)).toHaveLength(40 - (MAX_DECLINES - 1));
    const result = await session(sessionId);
    expect(result.status).toBe('declined');
    expect(result.message).toBe(
      `Your card was declined. The payment page stopped after ${MAX_DECLINES} declined attempts.`,
    );
    // A good card after that charges nothing: the page is finished.
    expect((await submit(url, GOOD)).status).toBe(303);
    const after = await api<{ items: Transaction[] }>(`/transactions?${HOME}&type=payment`);
    expect(after.items).toHaveLength(before.items.length);
  });

  it('charges and mails the receipt once when 40 good submissions race', async () => {
    const before = await api<{ items: Transaction[] }>(`/transactions?${HOME}&type=payment`);
    const { url, sessionId } = await open(250);
    const answers = await Promise.all(Array.from({ length: 40 }, () => submit(url, GOOD)));
    expect(answers.every((a) => a.status === 303)).toBe(true);
    const after = await api<{ items: Transaction[] }>(`/transactions?${HOME}&type=payment`);
    expect(after.items).toHaveLength(before.items.length + 1);
    const result = await session(sessionId);
    expect(await receipts(result.confirmationNumber ?? '')).toHaveLength(1);
  });
});
