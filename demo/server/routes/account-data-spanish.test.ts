// @vitest-environment node
// Issue 28: the account-data side of the reference backend speaks the reader's language. A
// Spanish reader (the account centre sends Accept-Language with the customer's language) gets
// Spanish refusals, a Spanish hosted payment page and receipt (the payment session keeps the
// language it was opened in), Spanish statement and certificate PDFs, and a Spanish chat.
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { tryAnotherCard } from '../billing/payment-sessions.js';
import { authHeaders, type TokenSet } from '../test-support/sign-in.js';
import { withSignedInServer } from '../test-support/signed-in-server.js';
import type { PaymentSession } from '../../../src/contracts/billing.js';

const demo = withSignedInServer();
const HOME = 'serviceName=S-100200300';
const SPANISH = { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' };

async function call(
  who: TokenSet,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = SPANISH,
) {
  const response = await fetch(`${demo.server.origin}/api/account${path}`, {
    method,
    headers: { ...authHeaders(who), 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, body: type.includes('json') && text ? JSON.parse(text) : text };
}

const submit = (url: string, card: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(card).toString(),
    redirect: 'manual',
  });

const pdfText = async (bytes: ArrayBuffer) =>
  (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text;

describe('the account calls in Spanish', () => {
  it('refuses in the reader’s language, English unchanged', async () => {
    const missing = await call(demo.alex, 'GET', '/billing/autopay?serviceName=S-999');
    expect(missing).toEqual({
      status: 404,
      body: { message: 'No se encontró el servicio S-999 en esta cuenta.' },
    });
    const english = await call(demo.alex, 'GET', '/billing/autopay?serviceName=S-999', undefined, {
      'accept-language': 'en-US',
    });
    expect(english.body.message).toBe('Service S-999 was not found on this account.');
  });

  it('says a taken arrival window is taken, in Spanish (409)', async () => {
    const free = await call(demo.alex, 'POST', '/check-availability', { appointmentId: 'A-7001' });
    const wanted = (free.body.windows as { start: string }[])[0]?.start ?? '';
    const booked = await call(demo.sam, 'POST', '/save-appointment', {
      serviceName: 'S-200300400',
      windowStart: wanted,
    });
    expect(booked.status).toBe(201);
    expect(
      await call(demo.alex, 'POST', '/save-appointment', {
        appointmentId: 'A-7001',
        windowStart: wanted,
      }),
    ).toEqual({
      status: 409,
      body: { message: 'Alguien acaba de tomar ese horario de llegada. Elija otro.' },
    });
  });
});

describe('the hosted payment page and the receipt in Spanish', () => {
  it('speaks the language the session was opened in, and mails a Spanish receipt', async () => {
    const { body } = await call(
      demo.alex,
      'GET',
      `/billing/generate-payment-url?${HOME}&idempotencyKey=spanish-pay-1&amountCents=123456`,
    );
    const url = body.url as string;
    // The browser's own language does not matter: the session's does.
    const page = await (await fetch(url, { headers: { 'accept-language': 'en-US' } })).text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<h1>Pagar $1,234.56</h1>');
    expect(page).toContain('Número de tarjeta');
    expect(page).toContain('Código de seguridad (CVC)');
    expect(page).toContain('Pago seguro');

    const wrong = await (await submit(url, { number: '1234', expiry: '08/30', cvc: '123' })).text();
    expect(wrong).toContain('Revise los datos de la tarjeta abajo.');
    expect(wrong).toContain('Escriba un número de tarjeta válido.');

    const declined = await submit(url, { number: '4000000000000002', expiry: '12/30', cvc: '123' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain(
      'Su tarjeta fue rechazada. No se hizo ningún cargo. Escriba otra tarjeta para intentarlo de nuevo (quedan 4 intentos).',
    );

    const paid = await submit(url, { number: '4242424242424242', expiry: '11/31', cvc: '321' });
    expect(paid.status).toBe(303);
    const done = await fetch(url);
    expect(await done.text()).toContain('Este pago está completo.');

    const session = (
      await call(demo.alex, 'GET', `/billing/payment-sessions/${body.sessionId}?${HOME}`)
    ).body as PaymentSession;
    const mails = (await (
      await fetch(`${demo.server.origin}/demo/mail/api/messages?to=alex%40example.com`)
    ).json()) as { subject: string; body: string }[];
    const receipt = mails.find((mail) => mail.subject.includes(session.confirmationNumber ?? '-'));
    expect(receipt?.subject).toBe(
      `Su recibo de pago de Smart Home Security ${session.confirmationNumber}`,
    );
    expect(receipt?.body).toContain('Hola, Alex:');
    expect(receipt?.body).toContain('Monto pagado: $1,234.56');
    expect(receipt?.body).toContain('Tarjeta: Visa terminada en 4242');
    expect(receipt?.body).toMatch(
      /Fecha: [a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}, \d{1,2}:\d{2}\s[ap]\.\s?m\. M[SD]T/,
    );
  });

  it('cancels in Spanish, counts tries left by Spanish plural rules, and says an unknown page', async () => {
    const { body } = await call(
      demo.alex,
      'GET',
      `/billing/generate-payment-url?${HOME}&idempotencyKey=spanish-cancel-1&amountCents=500`,
    );
    const cancelled = await fetch(`${body.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    const session = await call(
      demo.alex,
      'GET',
      `/billing/payment-sessions/${body.sessionId}?${HOME}`,
    );
    expect(session.body.message).toBe('Pago cancelado. No se le hizo ningún cargo.');
    expect(tryAnotherCard('Su tarjeta está vencida.', 1, 'es')).toBe(
      'Su tarjeta está vencida. No se hizo ningún cargo. Escriba otra tarjeta para intentarlo de nuevo (queda 1 intento).',
    );
    expect(tryAnotherCard('Your card has expired.', 1, 'en')).toContain('(1 try left)');
    const unknown = await fetch(`${demo.server.origin}/payment-provider/checkout/ps_nothing`, {
      headers: SPANISH,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<h1>No se encontró el pago</h1>');
  });
});

describe('PDFs in Spanish', () => {
  it('prints the statement in the language its link was asked in', async () => {
    const history = await call(demo.alex, 'GET', `/billing/history?${HOME}`);
    const id = history.body.items[0].id as string;
    const link = await call(demo.alex, 'GET', `/billing/statements/${id}/link?${HOME}`);
    expect(link.body.url).toContain('lang=es');
    // Opened as a plain link: no Accept-Language of the account centre's.
    const text = await pdfText(await (await fetch(link.body.url)).arrayBuffer());
    expect(text).toContain('Estado de cuenta mensual');
    expect(text).toContain('Total adeudado');
    expect(text).toContain('Del 1 de noviembre de 2026 al 30 de noviembre de 2026');
    expect(text).toContain('$84.97');
    const english = await call(
      demo.alex,
      'GET',
      `/billing/statements/${id}/link?${HOME}`,
      undefined,
      {
        'accept-language': 'en-US',
      },
    );
    const englishText = await pdfText(await (await fetch(english.body.url)).arrayBuffer());
    expect(englishText).toContain('November 1, 2026 to November 30, 2026');
  });

  it('names and prints the monitoring certificate and the statements in Spanish', async () => {
    const list = await call(demo.alex, 'GET', `/documents?${HOME}`);
    const names = (list.body as { name: string }[]).map((doc) => doc.name);
    expect(names).toContain('Certificado de monitoreo de alarma');
    expect(names).toContain('Estado de cuenta de noviembre de 2026');
    const response = await fetch(
      `${demo.server.origin}/api/account/documents/monitoring-certificate/content?${HOME}`,
      { headers: { ...authHeaders(demo.alex), ...SPANISH } },
    );
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('Certificado de monitoreo de alarma');
    expect(text).toContain('Monitoreado desde:');
    expect(text).toMatch(/Emitido el \d{1,2} de [a-z]+ de \d{4}\./);
  });
});

describe('the chat in Spanish', () => {
  const chat = async (path: string, body: unknown, who: TokenSet = demo.alex) => {
    const response = await fetch(`${demo.server.origin}/demo/chat/scrt2${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.id_token}` },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { sessionId: string; messages: { text: string }[] };
  };

  it('answers in the language the chat was opened in, dates and money included', async () => {
    const opened = await chat('/sessions', {
      orgId: 'org',
      deployment: 'Demo_Chat',
      identityToken: demo.alex.id_token,
      prechat: { Service_Id: '100200300' },
      language: 'es_US',
    });
    expect(opened.messages[0]?.text).toBe(
      'Hola, ya inició sesión y verificamos su identidad. ¿En qué podemos ayudarle con el servicio 100200300? Pregunte sobre facturación o citas, o escriba "agente".',
    );
    const reply = await chat(`/sessions/${opened.sessionId}/messages`, {
      text: '¿Cuánto es mi saldo?',
    });
    // Home was paid in full above; the other service is still overdue.
    expect(reply.messages.at(-1)?.text).toBe(
      '480 Canyon View Dr: $129.98, vencido desde el 5 de noviembre de 2026. Puede pagar en Facturación. (Una respuesta automática con los datos de su cuenta; escriba "agente" para hablar con una persona.)',
    );
  });
});
