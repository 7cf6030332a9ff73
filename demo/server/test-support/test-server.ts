// A real server on a free port with a throwaway database, for the API tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Db } from '../db/database.js';
import { ensureSeeded } from '../db/seed.js';
import { PATHS, type ServerPaths } from '../paths.js';
import type { RecentSignInOptions } from '../security/recent-sign-in.js';
import { startServer } from '../server.js';

/** A started test server. */
export interface TestServer {
  origin: string;
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

/** Starts a seeded server; `dataDir` reuses an existing database (restart tests). */
export async function startTestServer(
  options: {
    dataDir?: string;
    port?: number;
    paths?: Partial<ServerPaths>;
    /** Honour X-Forwarded-For, to play callers from several addresses. */
    trustProxy?: boolean;
    /** Window and clock of the recent sign-in rule (security/recent-sign-in.ts). */
    recentSignIn?: RecentSignInOptions;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shs-test-'));
  const db = openDatabase(dataDir);
  ensureSeeded(db, false);
  const running = await startServer({
    port: options.port ?? 0,
    db,
    paths: { ...PATHS, ...options.paths },
    trustProxy: options.trustProxy ?? false,
    ...(options.recentSignIn ? { recentSignIn: options.recentSignIn } : {}),
  });
  return {
    origin: running.origin,
    db,
    dataDir,
    async close() {
      await running.close();
      db.close();
    },
  };
}

/** Removes a data directory made by {@link startTestServer}. */
export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * One seeded test server for the tests of a file: call it at the top of the file; its hooks start
 * the server before the tests and close it (and remove its database) after them. `server` is
 * there once `beforeAll` has run.
 */
export function withTestServer(): { server: TestServer } {
  const running = {} as { server: TestServer };
  beforeAll(async () => {
    running.server = await startTestServer();
  });
  afterAll(async () => {
    await running.server.close();
    removeDataDir(running.server.dataDir);
  });
  return running;
}
