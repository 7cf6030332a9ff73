// The profile tests change what other tests read (alex's service titles, sign-in emails and
// passwords, 2FA), and the suite runs with two workers against one shared database. So these
// tests run against a private reference backend per worker: its own port and a freshly seeded
// database, started once per worker and stopped after. Each test still puts back what it changed,
// because the tests of one worker share that private database; a failed test ends its worker
// (and so its server), so a half-finished change never leaks into the next test.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { authenticator } from 'otplib';
import type { Page } from '@playwright/test';
import {
  checkPage as checkPageNow,
  DEMO_PASSWORD,
  expect,
  signInOnLoginPage,
  test as base,
} from './fixtures';

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForServer(origin: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The private backend exited early:\n${output.join('')}`);
    }
    try {
      const response = await fetch(`${origin}/config.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The private backend did not start in 45 s:\n${output.join('')}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** This worker's private backend. */
export interface PrivateServer {
  origin: string;
  /** Stops the server and starts it again on the same port and data, without re-seeding. */
  restart: () => Promise<void>;
}

/** Starts a private backend with a fresh seed for the worker and stops it after. */
const privateServerFixture = async (
  provide: (server: PrivateServer) => Promise<void>,
  extraEnv: Record<string, string>,
) => {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  // Outside test-results: a concurrent Playwright run empties that folder when it starts.
  const dataDir = mkdtempSync(join(tmpdir(), 'shs-e2e-profile-'));
  const output: string[] = [];
  const start = async (reset: boolean) => {
    const child = spawn(
      process.execPath,
      [resolve('node_modules/tsx/dist/cli.mjs'), 'demo/server/index.ts'],
      {
        env: {
          ...process.env,
          PORT: String(port),
          SHS_DATA_DIR: dataDir,
          SHS_RESET_DATA: reset ? '1' : '0',
          ...extraEnv,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await waitForServer(origin, child, output);
    return child;
  };
  let child: ChildProcess | undefined;
  try {
    child = await start(true);
    await provide({
      origin,
      restart: async () => {
        if (child) await stop(child);
        child = await start(false);
      },
    });
  } finally {
    if (child) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/**
 * The worker fixture of a private backend; `extraEnv` adds to its environment (the screenshot
 * tests fix its clock).
 */
export const privateServerWith =
  (extraEnv: Record<string, string> = {}) =>
  ({}, provide: (server: PrivateServer) => Promise<void>) =>
    privateServerFixture(provide, extraEnv);

/** `test` whose pages talk to this worker's private backend (baseURL points at it). */
export const test = base.extend<object, { privateServer: PrivateServer }>({
  privateServer: [privateServerWith(), { scope: 'worker', timeout: 60_000 }],
  baseURL: async ({ privateServer }, provide) => {
    await provide(privateServer.origin);
  },
});

/**
 * Like `test`, with a second private backend of its own: for journeys that change what the
 * `test` files rely on (issue 24's confirm-then-book changes order O-5001, which
 * orders-confirmation.e2e.ts confirms itself), so the two never meet in one database.
 */
export const journeyTest = base.extend<object, { journeyServer: PrivateServer }>({
  journeyServer: [privateServerWith(), { scope: 'worker', timeout: 60_000 }],
  baseURL: async ({ journeyServer }, provide) => {
    await provide(journeyServer.origin);
  },
});

export { DEMO_PASSWORD, expect, signInOnLoginPage };

/**
 * The shared page checks (axe and friends), once the route's fade-in has finished: axe measures
 * colour contrast, and text half-way through a fade has less of it than the page really has.
 */
export async function checkPage(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await checkPageNow(page);
}

/** Opens `path`, signs in on the provider's page and waits for the page's heading. */
export async function openSignedIn(
  page: Page,
  path: string,
  email: string,
  heading: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(path);
  await signInOnLoginPage(page, email, password);
  // The sign-in callback, user info and the lazy page chunk can take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  });
}

/** Signs out with the navbar's Logout and waits for the provider's sign-in page. */
export async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('button', { name: 'Logout' })
    .click();
  // Three navigations (the app, the provider's end of session, its sign-in page): over 5 s on a
  // busy machine (CI, profile-account).
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({
    timeout: 15_000,
  });
}

/** The current code of the secret in an otpauth:// URL (what an authenticator app shows). */
export function totpFor(accountUrl: string): string {
  const secret = new URL(accountUrl).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${accountUrl}`);
  return authenticator.generate(secret);
}
