// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { standInNote } from '../chat/account-answers.js';
import { answer } from '../chat/chat-bot.js';
import { type TokenSet } from '../test-support/sign-in.js';
import { withSignedInServer } from '../test-support/signed-in-server.js';
import { chatApiMessages } from './chat.js';

const SAM_ID = '65c3d4e5f60718293a4b5c6d';
const PRECHAT = {
  Account_Id: 'A-4',
  Contact_Id: 'C-1002',
  Service_Id: '200300400',
  Phone_Number: '3855550199',
  Login_User: 'sam@example.com',
  ClientName: 'shs-account-centre',
};

const demo = withSignedInServer();

async function call(method: string, path: string, body?: unknown, as: TokenSet | null = demo.sam) {
  const response = await fetch(`${demo.server.origin}/demo/chat/scrt2${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(as ? { authorization: `Bearer ${as.id_token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const start = (identityToken: string, prechat: unknown = PRECHAT) =>
  call('POST', '/sessions', { orgId: 'org', deployment: 'Demo_Chat', identityToken, prechat });

describe('chat stand-in messaging API', () => {
  it('verifies the JWT identity token and records the prechat fields', async () => {
    const { status, body } = await start(demo.sam.id_token);
    expect(status).toBe(201);
    expect(body.messages).toHaveLength(1);
    const row = demo.server.db
      .prepare('SELECT user_id, prechat_json FROM chat_sessions WHERE id = ?')
      .get(body.sessionId) as { user_id: string; prechat_json: string };
    expect(row.user_id).toBe(SAM_ID);
    expect(JSON.parse(row.prechat_json)).toEqual(PRECHAT);
  });

  it('refuses a token that is not a valid id token of our provider', async () => {
    const [header, payload] = demo.sam.id_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(await start(forged)).toEqual({
      status: 401,
      body: { message: chatApiMessages('en').badToken },
    });
    expect(await start(demo.sam.access_token)).toMatchObject({ status: 401 });
  });

  it('rejects bad prechat fields and missing values with 400', async () => {
    expect((await start(demo.sam.id_token, { ...PRECHAT, Account_Id: 42 })).status).toBe(400);
    expect((await call('POST', '/sessions', { identityToken: demo.sam.id_token })).status).toBe(
      400,
    );
  });

  it('answers messages, keeps the transcript, and forgets it when the session ends', async () => {
    const { body } = await start(demo.sam.id_token);
    const id = body.sessionId as string;
    const reply = await call('POST', `/sessions/${id}/messages`, {
      text: 'When is my appointment?',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.messages.map((m: { sender: string }) => m.sender)).toEqual([
      'bot',
      'customer',
      'bot',
    ]);
    expect((await call('GET', `/sessions/${id}/messages`)).body.messages).toHaveLength(3);
    expect((await call('POST', `/sessions/${id}/messages`, { text: '' })).status).toBe(400);
    // Only the customer the chat was started for reaches it.
    expect((await call('GET', `/sessions/${id}/messages`, undefined, demo.alex)).status).toBe(404);
    expect((await call('GET', `/sessions/${id}/messages`, undefined, null)).status).toBe(404);
    expect((await call('POST', `/sessions/${id}/messages`, { text: 'hi' }, demo.alex)).status).toBe(
      404,
    );

    expect((await call('DELETE', `/sessions/${id}`)).status).toBe(204);
    expect(await call('GET', `/sessions/${id}/messages`)).toEqual({
      status: 404,
      body: { message: chatApiMessages('en').noSession },
    });
    expect((await call('GET', '/sessions/not-a-session/messages')).status).toBe(404);
  });
});

describe('chat bot', () => {
  it('answers billing, appointments and agent, and says what it can do otherwise', () => {
    expect(answer('How do I pay my bill?')).toContain('Billing');
    expect(answer('reschedule my appointment')).toContain('Appointments');
    expect(answer('I want a human agent')).toContain('agent');
    expect(answer('hello')).toBe(
      'I can help with billing and appointments, or type "agent" to talk to a person.',
    );
  });
});

describe('chat bot answers from the customer’s own account (issue 24)', () => {
  const ask = async (who: TokenSet, text: string) => {
    const { body } = await start(who.id_token);
    const reply = await call('POST', `/sessions/${body.sessionId}/messages`, { text }, who);
    const messages = reply.body.messages as { sender: string; text: string }[];
    return messages.at(-1)?.text ?? '';
  };

  it('tells alex when his installation is, and that it is an automated stand-in', async () => {
    const reply = await ask(demo.alex, 'When is my installation?');
    expect(reply).toMatch(
      /^Your next installation is the installation at Home \(12 Elm St, Provo, UT 84601\) on Tuesday, \w+ \d+, between 10:00 AM and 12:00 PM Mountain Time\./,
    );
    expect(reply).toContain(standInNote('en'));
  });

  it("tells sam he has no visit yet and that his confirmed order's installation is to book", async () => {
    expect(await ask(demo.sam, 'When is my next visit?')).toBe(
      `You have no technician visit scheduled. Order O-6001 for Cabin is confirmed and its installation is not booked yet: book it under Appointments. ${standInNote('en')}`,
    );
  });

  it('gives alex his balance on every service that owes', async () => {
    expect(await ask(demo.alex, 'What is my balance?')).toBe(
      `Home: $84.97, due December 5, 2026. 480 Canyon View Dr: $129.98, overdue since November 5, 2026. You can pay under Billing. ${standInNote('en')}`,
    );
    expect(await ask(demo.sam, 'How much do I owe?')).toBe(
      `Nothing is due on any of your services right now. ${standInNote('en')}`,
    );
  });
});
