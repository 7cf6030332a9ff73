// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authHeaders, type TokenSet } from '../test-support/sign-in.js';
import { withSignedInServer } from '../test-support/signed-in-server.js';

const demo = withSignedInServer();

async function call(who: TokenSet, method: string, path: string, body?: unknown, raw?: string) {
  const response = await fetch(`${demo.server.origin}/api/account${path}`, {
    method,
    headers: { ...authHeaders(who), 'content-type': 'application/json' },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

interface Window {
  start: string;
  end: string;
}

describe('GET /appointments', () => {
  it("lists alex's upcoming installation and past service visit", async () => {
    const { status, body } = await call(demo.alex, 'GET', '/appointments?serviceName=100200300');
    expect(status).toBe(200);
    expect(body.upcoming).toHaveLength(1);
    expect(body.installationToBook).toBeNull();
    expect(body.upcoming[0]).toMatchObject({
      id: 'A-7001',
      type: 'installation',
      status: 'scheduled',
      address: '12 Elm St, Provo, UT 84601',
      orderId: 'O-4001',
    });
    expect(Date.parse(body.upcoming[0].windowStart)).toBeGreaterThan(Date.now());
    expect(body.upcoming[0].windowStart).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/);
    expect(body.past).toHaveLength(1);
    expect(body.past[0]).toMatchObject({ id: 'A-6001', type: 'service', status: 'completed' });
    expect(body.past[0].technicianNote).toContain('front door sensor battery');
  });

  it('answers empty lists for sam, 404 for a service of someone else, 400 without one', async () => {
    // Sam's confirmed order O-6001 has no visit yet: the list says its installation is to book.
    expect((await call(demo.sam, 'GET', '/appointments?serviceName=S-200300400')).body).toEqual({
      upcoming: [],
      past: [],
      installationToBook: { orderId: 'O-6001' },
    });
    expect((await call(demo.sam, 'GET', '/appointments?serviceName=S-100200300')).status).toBe(404);
    expect((await call(demo.sam, 'GET', '/appointments')).status).toBe(400);
  });

  it('answers one visit by id, only to its owner', async () => {
    expect((await call(demo.alex, 'GET', '/appointments/A-7001')).body.id).toBe('A-7001');
    expect((await call(demo.sam, 'GET', '/appointments/A-7001')).status).toBe(404);
    expect((await call(demo.alex, 'GET', '/appointments/bad%20id')).status).toBe(400);
  });
});

describe('GET /work-orders', () => {
  it('lists the devices and tasks of the installation', async () => {
    const { status, body } = await call(demo.alex, 'GET', '/work-orders?orderId=O-4001');
    expect(status).toBe(200);
    expect(body.workOrders[0].devices).toEqual([
      { name: 'Doorbell camera', quantity: 1 },
      { name: 'Smart lock', quantity: 1 },
      { name: 'Glass-break sensor', quantity: 1 },
    ]);
    expect(body.workOrders[0].tasks).toHaveLength(3);
  });

  it('is owner-only and validated', async () => {
    expect((await call(demo.sam, 'GET', '/work-orders?orderId=O-4001')).status).toBe(404);
    expect((await call(demo.alex, 'GET', '/work-orders')).status).toBe(400);
    expect((await call(demo.alex, 'GET', '/work-orders?orderId=%3Cx%3E')).status).toBe(400);
  });
});

describe('availability and booking', () => {
  it('refuses bodies that are not one booking', async () => {
    expect((await call(demo.alex, 'POST', '/check-availability', {})).status).toBe(400);
    expect(
      (
        await call(demo.alex, 'POST', '/check-availability', {
          appointmentId: 'A-7001',
          serviceName: 'x',
        })
      ).status,
    ).toBe(400);
    expect((await call(demo.alex, 'POST', '/check-availability', undefined, '{bad')).status).toBe(
      400,
    );
    expect((await call(demo.alex, 'POST', '/check-availability', [1])).status).toBe(400);
    expect(
      (await call(demo.alex, 'POST', '/save-appointment', { appointmentId: 'A-7001' })).status,
    ).toBe(400);
    expect(
      (
        await call(demo.alex, 'POST', '/save-appointment', {
          appointmentId: 'A-7001',
          windowStart: 'soon',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(demo.alex, 'POST', '/save-appointment', {
          appointmentId: 'A-7001',
          windowStart: '2020-01-01T15:00:00.000Z',
        })
      ).status,
    ).toBe(400);
  });

  it('does not reschedule a past visit or someone else’s', async () => {
    expect(
      (await call(demo.alex, 'POST', '/check-availability', { appointmentId: 'A-6001' })).status,
    ).toBe(409);
    expect(
      (await call(demo.sam, 'POST', '/check-availability', { appointmentId: 'A-7001' })).status,
    ).toBe(404);
  });

  it('books a first installation only where a confirmed order waits for one', async () => {
    const home = await call(demo.alex, 'POST', '/check-availability', {
      serviceName: 'S-100200300',
    });
    expect(home.status).toBe(409);
    expect(home.body.message).toContain('already has an installation');
    const noOrder = await call(demo.alex, 'POST', '/check-availability', {
      serviceName: 'S-100200302',
    });
    expect(noOrder.status).toBe(409);
  });

  it('gives a window to one customer only: the second gets 409', async () => {
    const forAlex = await call(demo.alex, 'POST', '/check-availability', {
      appointmentId: 'A-7001',
    });
    expect(forAlex.status).toBe(200);
    expect(forAlex.body.timeZone).toBe('America/Denver');
    const windows = forAlex.body.windows as [Window, Window, ...Window[]];
    expect(windows.length).toBeGreaterThan(20);
    const forSam = await call(demo.sam, 'POST', '/check-availability', {
      serviceName: '200300400',
    });
    expect((forSam.body.windows as Window[]).map((w) => w.start)).toEqual(
      windows.map((w) => w.start),
    );

    const wanted = windows[0].start;
    const booked = await call(demo.sam, 'POST', '/save-appointment', {
      serviceName: 'S-200300400',
      windowStart: wanted,
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      type: 'installation',
      status: 'scheduled',
      windowStart: wanted,
      orderId: 'O-6001',
      address: '7 Aspen Loop, Park City, UT 84060',
    });
    const again = await call(demo.sam, 'POST', '/save-appointment', {
      serviceName: 'S-200300400',
      windowStart: windows[1].start,
    });
    expect(again.status).toBe(409);

    const late = await call(demo.alex, 'POST', '/save-appointment', {
      appointmentId: 'A-7001',
      windowStart: wanted,
    });
    expect(late).toEqual({
      status: 409,
      body: { message: 'That arrival window was just taken. Please choose another one.' },
    });
    const refreshed = await call(demo.alex, 'POST', '/check-availability', {
      appointmentId: 'A-7001',
    });
    expect((refreshed.body.windows as Window[]).map((w) => w.start)).not.toContain(wanted);

    const moved = await call(demo.alex, 'POST', '/save-appointment', {
      appointmentId: 'A-7001',
      windowStart: windows[1].start,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.windowStart).toBe(windows[1].start);
    const list = await call(demo.alex, 'GET', '/appointments?serviceName=S-100200300');
    expect(list.body.upcoming[0].windowStart).toBe(windows[1].start);
  });
});
