// @vitest-environment node
// The passkey calls of the account API (issue 25, docs/contracts.md "Passkeys"): add with a real
// (software) authenticator, list, rename, remove; each customer sees and changes only their own.
import { describe, expect, it } from 'vitest';
import { authHeaders, signIn, type TokenSet } from '../test-support/sign-in.js';
import { withSignedInServer } from '../test-support/signed-in-server.js';
import { SoftwareAuthenticator } from '../test-support/software-authenticator.js';
import { DEMO_PASSWORD } from '../db/seed.js';
import { PASSKEYS_PATH } from './passkeys.js';
import messages from '../security/locales/en.json';

const running = withSignedInServer();
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function call(tokens: TokenSet, method: string, path = '', body?: unknown) {
  return fetch(`${running.server.origin}${PASSKEYS_PATH}${path}`, {
    method,
    headers: {
      ...authHeaders(tokens),
      'content-type': 'application/json',
      'user-agent': CHROME_ON_MAC,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Options, the authenticator's answer, and the POST that stores it. */
async function addPasskey(tokens: TokenSet, name?: string, optionsFrom = tokens) {
  const options = (await (await call(optionsFrom, 'POST', '/options')).json()) as {
    challenge: string;
    rp: { id: string };
  };
  const authenticator = new SoftwareAuthenticator();
  const response = authenticator.register({
    challenge: options.challenge,
    origin: running.server.origin,
    rpId: options.rp.id,
  });
  return call(tokens, 'POST', '', name === undefined ? { response } : { response, name });
}

describe('passkeys API', () => {
  it('adds a passkey named after the browser and system, lists it, renames and removes it', async () => {
    const { sam } = running;
    const added = await addPasskey(sam);
    expect(added.status).toBe(201);
    const passkey = (await added.json()) as { id: string; name: string; lastUsedAt: null };
    expect(passkey).toMatchObject({ name: 'Chrome on macOS', lastUsedAt: null });

    const list = (await (await call(sam, 'GET')).json()) as { id: string; name: string }[];
    expect(list.map((item) => item.name)).toEqual(['Chrome on macOS']);
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name']);

    const path = `/${encodeURIComponent(passkey.id)}`;
    const renamed = await call(sam, 'PATCH', path, { name: '  Sam’s phone ' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: passkey.id, name: 'Sam’s phone' });

    expect((await call(sam, 'DELETE', path)).status).toBe(204);
    expect(await (await call(sam, 'GET')).json()).toEqual([]);
    expect((await call(sam, 'DELETE', path)).status).toBe(404);
  });

  it('keeps the name the customer gives', async () => {
    const added = await addPasskey(running.alex, 'YubiKey');
    expect(await added.json()).toMatchObject({ name: 'YubiKey' });
  });

  it('refuses empty and too long names with a message', async () => {
    const { alex } = running;
    const added = await addPasskey(alex, 'Laptop');
    const path = `/${encodeURIComponent(((await added.json()) as { id: string }).id)}`;
    const empty = await call(alex, 'PATCH', path, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: messages['passkey.nameEmpty'] });
    const long = await call(alex, 'PATCH', path, { name: 'x'.repeat(61) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ message: 'name must be at most 60 characters.' });
    expect((await addPasskey(alex, 'y'.repeat(61))).status).toBe(400);
  });

  it("never shows or changes another customer's passkey", async () => {
    const { alex, sam } = running;
    const added = await addPasskey(alex, 'Alex only');
    const path = `/${encodeURIComponent(((await added.json()) as { id: string }).id)}`;
    const samsList = (await (await call(sam, 'GET')).json()) as { name: string }[];
    expect(samsList.map((item) => item.name)).not.toContain('Alex only');
    expect((await call(sam, 'PATCH', path, { name: 'Mine now' })).status).toBe(404);
    expect((await call(sam, 'DELETE', path)).status).toBe(404);
  });

  it("refuses a new passkey answering another session's challenge", async () => {
    const { alex } = running;
    const otherSession = await signIn(running.server.origin, {
      email: 'alex@example.com',
      password: DEMO_PASSWORD,
    });
    const added = await addPasskey(alex, 'Raced', otherSession);
    expect(added.status).toBe(400);
    expect(await added.json()).toEqual({ message: messages['passkey.expired'] });
  });

  it('needs a signed-in customer', async () => {
    const response = await fetch(`${running.server.origin}${PASSKEYS_PATH}`);
    expect(response.status).toBe(401);
  });
});
