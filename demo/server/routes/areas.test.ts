// @vitest-environment node
// The calls of issue 12 against a real server: documents (certificate PDF, uploads checked by
// content), communication preferences, referral code, claims magic URL and the smart-home
// stand-in, purchase history. Each checks ownership (404), validation (400) and no 500s.
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { uploadMessages } from '../documents.js';
import { preferenceMessages } from '../communication-preferences.js';
import { authHeaders } from '../test-support/sign-in.js';
import { withSignedInServer } from '../test-support/signed-in-server.js';
import { smartHomeAppMessages } from './smart-home.js';

const demo = withSignedInServer();

const api = (path: string) => `${demo.server.origin}/api/account${path}`;

async function getJson(path: string, who = demo.alex) {
  const response = await fetch(api(path), { headers: authHeaders(who) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function uploadForm(
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type = 'application/pdf',
): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

async function upload(serviceName: string, form: FormData, who = demo.alex) {
  const response = await fetch(api(`/documents?serviceName=${serviceName}`), {
    method: 'POST',
    headers: authHeaders(who),
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('documents', () => {
  it('lists the certificate, contract and the ledger’s statements of the service', async () => {
    const { status, body } = await getJson('/documents?serviceName=100200300');
    expect(status).toBe(200);
    const list = body as unknown as {
      id: string;
      name: string;
      category: string;
      sizeBytes: number;
    }[];
    // The statements come from the billing ledger: the same seven months as Billing History.
    expect(list.map((d) => d.name)).toEqual([
      'Alarm monitoring certificate',
      'Statement November 2026',
      'Statement October 2026',
      'Statement September 2026',
      'Statement August 2026',
      'Statement July 2026',
      'Statement June 2026',
      'Statement May 2026',
      'Monitoring agreement',
    ]);
    expect(list.every((d) => d.sizeBytes > 500)).toBe(true);
  });

  it('generates a certificate PDF with the name, service address and monitoring dates', async () => {
    const response = await fetch(
      api('/documents/monitoring-certificate/content?serviceName=S-100200300'),
      { headers: authHeaders(demo.alex) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Alex Rivera');
    expect(text).toContain('12 Elm St, Provo, UT 84601');
    expect(text).toContain('Monitored since: February 1, 2024');
  });

  it('has no certificate for a service with no address on file', async () => {
    const { body } = await getJson('/documents?serviceName=S-100200302');
    expect(body).toEqual([]);
  });

  it("answers 404 for another customer's service or document, 400 without serviceName", async () => {
    expect((await getJson('/documents?serviceName=S-100200300', demo.sam)).status).toBe(404);
    expect((await getJson('/documents')).status).toBe(400);
    expect((await getJson('/documents/doc-5/content?serviceName=S-100200300')).status).toBe(404);
    expect((await upload('S-100200300', uploadForm(PDF_BYTES, 'x.pdf'), demo.sam)).status).toBe(
      404,
    );
  });

  it('stores a PDF upload and serves it back', async () => {
    const { status, body } = await upload(
      'S-100200301',
      uploadForm(PDF_BYTES, 'Insurance policy.pdf'),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Insurance policy.pdf',
      category: 'Upload',
      contentType: 'application/pdf',
    });
    const content = await fetch(
      api(`/documents/${String(body.id)}/content?serviceName=S-100200301`),
      {
        headers: authHeaders(demo.alex),
      },
    );
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it('refuses a renamed executable, an empty file and a file over 10 MB, naming the rule', async () => {
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    const renamed = await upload('S-100200301', uploadForm(exe, 'setup.pdf'));
    expect(renamed).toEqual({
      status: 400,
      body: { message: uploadMessages('en').wrongType('setup.pdf') },
    });
    expect((await upload('S-100200301', uploadForm(new Uint8Array(0), 'a.pdf'))).body.message).toBe(
      uploadMessages('en').empty,
    );
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF_BYTES);
    expect(await upload('S-100200301', uploadForm(big, 'big.pdf'))).toEqual({
      status: 400,
      body: { message: uploadMessages('en').tooLarge },
    });
    const notMultipart = await fetch(api('/documents?serviceName=S-100200301'), {
      method: 'POST',
      headers: { ...authHeaders(demo.alex), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBe(400);
  });
});

describe('communication preferences', () => {
  const prefs = (alarmEmail: boolean, alarmSms: boolean) => ({
    preferences: {
      billing: { email: true, sms: true },
      appointments: { email: true, sms: false },
      alarm: { email: alarmEmail, sms: alarmSms },
      offers: { email: true, sms: false },
    },
  });
  const put = (body: unknown, who = demo.alex) =>
    fetch(api('/communication-preferences'), {
      method: 'PUT',
      headers: { ...authHeaders(who), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('defaults offers to off and saves a choice', async () => {
    const before = await getJson('/communication-preferences', demo.sam);
    expect(before.body).toMatchObject({ preferences: { offers: { email: false, sms: false } } });
    expect((await put(prefs(false, true), demo.sam)).status).toBe(200);
    expect((await getJson('/communication-preferences', demo.sam)).body).toEqual(
      prefs(false, true),
    );
  });

  it('keeps at least one channel for alarm alerts and validates the shape', async () => {
    const refused = await put(prefs(false, false));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: preferenceMessages('en').alarmNeedsChannel });
    expect((await put({ preferences: { billing: { email: 'yes' } } })).status).toBe(400);
    expect((await put([])).status).toBe(400);
  });
});

describe('referral code', () => {
  it("answers the service's code and its referrals with rewards", async () => {
    expect((await getJson('/referral-code?serviceName=S-100200300')).body).toEqual({
      serviceName: 'S-100200300',
      code: 'ALEX-HOME-7Q2',
    });
    const { body } = await getJson('/referrals?serviceName=S-100200300');
    expect(body).toMatchObject({ earnedCents: 10000, pendingCents: 10000 });
    expect((await getJson('/referral-code?serviceName=S-100200300', demo.sam)).status).toBe(404);
  });
});

describe('claims magic URL and the smart-home app stand-in', () => {
  const claim = (serviceName: string, who = demo.alex) =>
    fetch(api(`/claims-magic-url?serviceName=${serviceName}`), {
      method: 'POST',
      headers: authHeaders(who),
    });

  it('opens the app once, showing that service and its devices', async () => {
    const response = await claim('S-100200300');
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url.startsWith(`${demo.server.origin}/smart-home-app/open?token=`)).toBe(true);
    const first = await fetch(url);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('12 Elm St, Provo, UT 84601');
    expect(html).toContain('Front door lock');
    const second = await fetch(url);
    expect(second.status).toBe(410);
    expect(await second.text()).toContain(smartHomeAppMessages('en').used.slice(0, 40));
  });

  it('refuses an expired link, a made-up token and another customer', async () => {
    const { url } = (await (await claim('S-200300400', demo.sam)).json()) as { url: string };
    const token = new URL(url).searchParams.get('token') ?? '';
    demo.server.db.prepare('UPDATE smart_home_links SET expires_at = 0').run();
    const expired = await fetch(url);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This link has expired.');
    expect((await fetch(url.replace(token, 'x'.repeat(43)))).status).toBe(404);
    expect((await claim('S-100200300', demo.sam)).status).toBe(404);
  });
});

describe('purchase history', () => {
  it("lists the customer's own orders (not sales), newest first, with totals", async () => {
    const { body } = await getJson('/purchase-history');
    const orders = body.orders as { orderId: string; totalCents: number; status: string }[];
    expect(orders.map((o) => o.orderId)).toEqual(['O-5001', 'O-4001', 'O-3001']);
    expect(orders[1]).toMatchObject({ status: 'Confirmed', totalCents: 19900 + 22900 + 7900 });
    expect(orders[0]?.status).toBe('Awaiting your confirmation');
    const sams = (await getJson('/purchase-history', demo.sam)).body.orders as {
      orderId: string;
    }[];
    expect(sams.map((o) => o.orderId)).toEqual(['O-6001']);
  });
});
