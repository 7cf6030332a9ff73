// One seeded test server per test file with the two demo customers signed in: the set-up the
// API tests share. Call it at the top of a file; its hooks start the server before the file's
// tests and close it (and remove its database) after them.
import { beforeAll } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.js';
import { signIn, type TokenSet } from './sign-in.js';
import { withTestServer, type TestServer } from './test-server.js';

/** The running server and the tokens of Alex (several services) and Sam (one service). */
export interface SignedInServer {
  server: TestServer;
  alex: TokenSet;
  sam: TokenSet;
}

/** Registers the hooks; the fields are there once `beforeAll` has run. */
export function withSignedInServer(): SignedInServer {
  const running = withTestServer() as SignedInServer;
  beforeAll(async () => {
    const origin = running.server.origin;
    running.alex = await signIn(origin, { email: 'alex@example.com', password: DEMO_PASSWORD });
    running.sam = await signIn(origin, { email: 'sam@example.com', password: DEMO_PASSWORD });
  });
  return running;
}
