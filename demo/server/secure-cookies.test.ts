// @vitest-environment node
// Issue 23, finding 8: where the public origin is https (TLS ends at a proxy in front of this
// process), every cookie the sign-in sets says Secure, through a whole password sign-in.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './db/database.js';
import { DEMO_PASSWORD, ensureSeeded } from './db/seed.js';
import { startServer, type RunningServer } from './server.js';
import { CookieJar, formAction, postForm, request } from './test-support/sign-in.js';
import { removeDataDir } from './test-support/test-server.js';

const PUBLIC_ORIGIN = 'https://account.shs.example';
let running: RunningServer;
let db: Db;
let dataDir: string;
let local: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shs-test-'));
  db = openDatabase(dataDir);
  ensureSeeded(db, false);
  running = await startServer({ port: 0, db, origin: PUBLIC_ORIGIN });
  local = `http://localhost:${(running.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await running.close();
  db.close();
  removeDataDir(dataDir);
});

/** Records every Set-Cookie line while the jar follows the sign-in. */
class RecordingJar extends CookieJar {
  readonly lines: string[] = [];
  override store(response: Response): void {
    this.lines.push(...response.headers.getSetCookie());
    super.store(response);
  }
}

/** The proxy's view: paths of the public origin, sent to this process over plain http. */
const toLocal = (url: string) => url.replace(PUBLIC_ORIGIN, local);

describe('cookies on an https origin', () => {
  it('are all Secure, from the authorization request to the signed-in redirect', async () => {
    const jar = new RecordingJar();
    const authorize = new URL(`${local}/oidc/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'account-centre',
      redirect_uri: `${PUBLIC_ORIGIN}/auth/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'state-1',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    let response = await request(jar, authorize.toString());
    for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops++) {
      response = await request(
        jar,
        toLocal(new URL(response.headers.get('location') ?? '', local).toString()),
      );
    }
    const html = await response.text();
    expect(html).toContain('<h1>Sign in</h1>');
    const submitted = await postForm(jar, `${local}${formAction(html)}`, {
      email: 'sam@example.com',
      password: DEMO_PASSWORD,
    });
    let next = submitted;
    let redirectedTo: string | undefined;
    for (let hops = 0; hops < 6 && next.status >= 300 && next.status < 400; hops++) {
      const location = new URL(next.headers.get('location') ?? '', PUBLIC_ORIGIN).toString();
      if (location.startsWith(`${PUBLIC_ORIGIN}/auth/callback`)) {
        redirectedTo = location;
        break;
      }
      next = await request(jar, toLocal(location));
    }
    expect(redirectedTo).toContain('code=');
    expect(jar.lines.length).toBeGreaterThan(2);
    expect(jar.lines.filter((line) => !/;\s*secure/i.test(line))).toEqual([]);
  });
});
