// What every account-centre bench shares: a private reference backend (its own data folder,
// reset demo data) on a free port, the Chromium this machine has, and a sign-in through the real
// login page. One place, so each bench measures the same product the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** The demo customer every bench signs in as (demo/server seed data). */
export const DEMO_CUSTOMER = { email: 'alex@example.com', password: 'Demo-pass-1' };

/** Chromium launch helpers shared with the test runners (a plain .mjs module). */
interface ChromiumSetup {
  findChromium(): string | undefined;
  CHROMIUM_ARGS: string[];
}

/** The Chromium binary and its launch flags, or a clear error when the machine has none. */
export async function benchChromium(
  root: string,
): Promise<{ executablePath: string; args: string[] }> {
  const { findChromium, CHROMIUM_ARGS } = (await import(
    join(root, 'tests/setup/chromium.mjs')
  )) as ChromiumSetup;
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (see tests/setup/chromium.mjs).');
  return { executablePath, args: CHROMIUM_ARGS };
}

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

export interface ReferenceBackend {
  port: number;
  /** http://localhost:<port> */
  base: string;
  stop(): void;
}

/** Starts demo/server (serving the built dist/) with fresh demo data; resolves once it answers. */
export async function startReferenceBackend(root: string): Promise<ReferenceBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shs-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(join(root, 'node_modules/.bin/tsx'), ['demo/server/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SHS_DATA_DIR: dataDir, SHS_RESET_DATA: '1' },
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`http://localhost:${port}/config.json`);
      if (response.ok) return { port, base: `http://localhost:${port}`, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('The reference backend did not start.');
}

/** Opens `url` signed out and signs in through the provider's login page, as a customer does. */
export async function signInThroughLoginPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
