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
import { startEdge } from './edge';

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
  /** What the browser opens: http://localhost:<port>, or the edge's https origin. */
  base: string;
  /** Chromium flags the base needs (the edge's certificate), none for plain HTTP. */
  chromiumFlags: string[];
  stop(): void;
}

/**
 * Starts demo/server (serving the built dist/) with fresh demo data; resolves once it answers.
 * With `edge`, the browser reaches it through a local TLS and HTTP/2 front, as customers reach
 * the CDN in production (edge.ts); the server then knows its public origin is that front's.
 */
export async function startReferenceBackend(
  root: string,
  { edge = false }: { edge?: boolean } = {},
): Promise<ReferenceBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shs-bench-'));
  const port = await freePort();
  const edgePort = edge ? await freePort() : 0;
  const proxied = edge
    ? { SHS_PUBLIC_ORIGIN: `https://localhost:${edgePort}`, SHS_TRUST_PROXY: '1' }
    : {};
  const child: ChildProcess = spawn(join(root, 'node_modules/.bin/tsx'), ['demo/server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SHS_DATA_DIR: dataDir,
      SHS_RESET_DATA: '1',
      ...proxied,
    },
    stdio: 'ignore',
  });
  const front = edge ? await startEdge(port, edgePort) : null;
  const stop = () => {
    child.kill();
    void front?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`http://localhost:${port}/config.json`);
      if (response.ok)
        return {
          port,
          base: front?.origin ?? `http://localhost:${port}`,
          chromiumFlags: front ? [front.chromiumFlag] : [],
          stop,
        };
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
