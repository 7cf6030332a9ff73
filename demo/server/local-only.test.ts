// @vitest-environment node
// Issue 23, finding 3 and the collector's event list: the demo tools that hold customers' data
// answer only a browser on this machine, through the real server and its real client-address
// check. The server trusts X-Forwarded-For here (as behind a proxy), the case where a forged
// header could otherwise pass for a local caller.
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress, LOCAL_ONLY_MESSAGE } from './local-only.js';
import { removeDataDir, startTestServer, type TestServer } from './test-support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});

afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const TOOLS = [
  '/demo/mail/api/messages',
  '/demo/mail/',
  '/api/collect/events',
  '/demo/analytics/',
] as const;

/** This machine's first address that is not loopback, if it has one. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe('demo tools with customer data', () => {
  it.each(TOOLS)('%s answers a browser on this machine', async (path) => {
    expect((await fetch(`${server.origin}${path}`)).status).toBe(200);
  });

  it.each(TOOLS)(
    '%s refuses a caller forwarded by a proxy, whatever address it names',
    async (path) => {
      for (const forwarded of ['203.0.113.9', '127.0.0.1', '::1']) {
        const response = await fetch(`${server.origin}${path}`, {
          headers: { 'x-forwarded-for': forwarded },
        });
        expect(response.status).toBe(403);
        expect(await response.text()).toContain(LOCAL_ONLY_MESSAGE);
      }
    },
  );

  it.skipIf(!external).each(TOOLS)(
    '%s refuses a caller on the network (a non-loopback socket)',
    async (path) => {
      const port = new URL(server.origin).port;
      const response = await fetch(`http://${external}:${port}${path}`);
      expect(response.status).toBe(403);
    },
  );

  it('keeps what is not a demo tool open to everyone', async () => {
    const response = await fetch(`${server.origin}/config.json`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.status).toBe(200);
  });

  it('knows loopback addresses in every form', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['10.0.0.1', '::ffff:10.0.0.1', '1270.0.0.1', '', undefined].map(isLoopbackAddress),
    ).toEqual([false, false, false, false, false]);
  });
});
