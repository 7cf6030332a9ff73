// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authHeaders, type TokenSet } from '../test-support/sign-in.js';
import { withSignedInServer } from '../test-support/signed-in-server.js';

const demo = withSignedInServer();

async function call(who: TokenSet, method: string, path: string, body?: unknown) {
  const response = await fetch(`${demo.server.origin}/api/account${path}`, {
    method,
    headers: { ...authHeaders(who), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe('order confirmation', () => {
  it('answers O-5001 on channel web with items and totals', async () => {
    const { status, body } = await call(
      demo.alex,
      'GET',
      '/order-confirmation?id=O-5001&channel=web',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'O-5001',
      salesChannel: 'web',
      status: 'awaiting_confirmation',
      serviceName: 'S-100200301',
      oneTimeTotalCents: 54_700,
      monthlyTotalCents: 4_998,
      installation: null,
      confirmedAt: null,
    });
    expect(body.items).toHaveLength(4);
  });

  it('is not found for another channel, another customer or a sale id', async () => {
    expect(
      (await call(demo.alex, 'GET', '/order-confirmation?id=O-5001&channel=phone')).status,
    ).toBe(404);
    expect((await call(demo.sam, 'GET', '/order-confirmation?id=O-5001&channel=web')).status).toBe(
      404,
    );
    expect((await call(demo.sam, 'POST', '/order-confirmation?id=O-5001&channel=web')).status).toBe(
      404,
    );
    expect(
      (await call(demo.alex, 'GET', '/order-confirmation?id=O-5002&channel=representative')).status,
    ).toBe(404);
  });

  it('validates id and channel', async () => {
    expect((await call(demo.alex, 'GET', '/order-confirmation?channel=web')).status).toBe(400);
    expect((await call(demo.alex, 'GET', '/order-confirmation?id=O-5001')).status).toBe(400);
    expect(
      (await call(demo.alex, 'GET', '/order-confirmation?id=O-5001&channel=%2F%2F')).status,
    ).toBe(400);
  });

  it('confirms once, then answers 409', async () => {
    const confirmed = await call(demo.alex, 'POST', '/order-confirmation?id=O-5001&channel=web');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    expect(Date.parse(confirmed.body.confirmedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(
      (await call(demo.alex, 'POST', '/order-confirmation?id=O-5001&channel=web')).status,
    ).toBe(409);
  });

  it('shows the installation visit of an order that has one', async () => {
    const { body } = await call(demo.alex, 'GET', '/order-confirmation?id=O-4001&channel=web');
    expect(body.installation).toMatchObject({ id: 'A-7001', type: 'installation' });
  });
});

describe('sale confirmation', () => {
  it('answers the agreement of O-5002', async () => {
    const { status, body } = await call(demo.alex, 'GET', '/confirmation?orderId=O-5002');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      orderId: 'O-5002',
      status: 'awaiting_acceptance',
      representative: 'Morgan Diaz',
      plan: { name: 'Smart Home Security Protection Plan', monthlyCents: 4_499, termMonths: 36 },
      oneTimeTotalCents: 28_700,
      acceptedBy: null,
    });
    expect((await call(demo.sam, 'GET', '/confirmation?orderId=O-5002')).status).toBe(404);
    expect((await call(demo.alex, 'GET', '/confirmation?orderId=O-5001')).status).toBe(404);
    expect((await call(demo.alex, 'GET', '/confirmation')).status).toBe(400);
  });

  it('needs the agreement ticked and the account holder’s name', async () => {
    const path = '/confirmation?orderId=O-5002';
    expect((await call(demo.alex, 'POST', path, { fullName: 'Alex Rivera' })).status).toBe(400);
    expect((await call(demo.alex, 'POST', path, { agreed: true })).status).toBe(400);
    expect(await call(demo.alex, 'POST', path, { fullName: 'Sam Chen', agreed: true })).toEqual({
      status: 400,
      body: { message: 'The name you typed does not match the account holder’s name.' },
    });
    const accepted = await call(demo.alex, 'POST', path, {
      fullName: '  alex   RIVERA ',
      agreed: true,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', acceptedBy: 'alex RIVERA' });
    expect(
      (await call(demo.alex, 'POST', path, { fullName: 'Alex Rivera', agreed: true })).status,
    ).toBe(409);
  });
});
