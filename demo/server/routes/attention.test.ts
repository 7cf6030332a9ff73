// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AttentionFacts } from '../../../src/contracts/attention.js';
import { authHeaders, type TokenSet } from '../test-support/sign-in.js';
import { withSignedInServer } from '../test-support/signed-in-server.js';

const demo = withSignedInServer();

async function facts(who: TokenSet): Promise<{ status: number; body: AttentionFacts }> {
  const response = await fetch(`${demo.server.origin}/api/account/attention`, {
    headers: authHeaders(who),
  });
  return { status: response.status, body: (await response.json()) as AttentionFacts };
}

describe('GET /attention', () => {
  it("gathers the facts of every one of alex's services, in their order", async () => {
    const { status, body } = await facts(demo.alex);
    expect(status).toBe(200);
    expect(body.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.services.map((s) => s.serviceName)).toEqual([
      'S-100200300',
      'S-100200301',
      'S-100200302',
    ]);
    const [home, orem] = body.services;
    expect(orem?.invoice).toMatchObject({ amountDueCents: 12_998, status: 'overdue' });
    expect(orem?.ordersToConfirm).toEqual([
      expect.objectContaining({ id: 'O-5001', salesChannel: 'web' }),
    ]);
    expect(home?.salesToAccept).toEqual([expect.objectContaining({ orderId: 'O-5002' })]);
    // Home's confirmed order O-4001 has its installation A-7001: nothing to book there.
    expect(home?.installationsToBook).toEqual([]);
    expect(home?.upcomingVisits.map((v) => v.id)).toEqual(['A-7001']);
    expect(home?.cards.find((c) => c.last4 === '4444')?.expired).toBe(true);
  });

  it("answers only the signed-in customer's services; sam's confirmed order waits for a visit", async () => {
    const { body } = await facts(demo.sam);
    expect(body.services.map((s) => s.serviceName)).toEqual(['S-200300400']);
    expect(body.services[0]?.installationsToBook).toEqual([
      expect.objectContaining({ orderId: 'O-6001' }),
    ]);
    expect(body.services[0]?.ordersToConfirm).toEqual([]);
  });

  it('needs a signed-in customer', async () => {
    const response = await fetch(`${demo.server.origin}/api/account/attention`);
    expect(response.status).toBe(401);
  });
});
