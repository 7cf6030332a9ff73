// @vitest-environment node
// The bench's HTTP/2 front (edge.ts): what a browser sends over HTTP/2 reaches the backend as an
// ordinary HTTP/1.1 request that knows it came over https, and the backend's answer comes back
// whole, without the headers HTTP/2 forbids.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedRequestHeaders, startEdge, type Edge } from './edge';

let backend: Server;
let edge: Edge;
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  backend = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(201, {
        Connection: 'keep-alive',
        'Keep-Alive': 'timeout=5',
        'Set-Cookie': ['a=1; Secure', 'b=2; Secure'],
        'Content-Type': 'text/plain',
      });
      res.end(`echo ${body}`);
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  edge = await startEdge((backend.address() as AddressInfo).port);
});

afterAll(async () => {
  await edge.close();
  await new Promise((resolve) => backend.close(resolve));
});

/** One request over HTTP/2 to the edge; resolves with the answer's headers and body. */
function h2Request(path: string, body: string) {
  return new Promise<{ headers: Record<string, unknown>; body: string; alpn: string | false }>(
    (resolve, reject) => {
      // The certificate is made at start for localhost and trusted by the browser through its
      // key's hash; this client only needs the connection.
      const session = connect(edge.origin, { rejectUnauthorized: false });
      session.on('error', reject);
      const stream = session.request({ ':method': 'POST', ':path': path, 'x-test': 'kept' });
      let text = '';
      let headers: Record<string, unknown> = {};
      stream.on('response', (answer) => (headers = answer));
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        const alpn = session.alpnProtocol ?? false;
        session.close();
        resolve({ headers, body: text, alpn });
      });
      stream.end(body);
    },
  );
}

describe('the HTTP/2 front of the Lighthouse bench', () => {
  it('passes a request on over HTTP/1.1 and brings the whole answer back over HTTP/2', async () => {
    seen = [];
    const answer = await h2Request('/api/thing?x=1', 'hello');
    expect(answer.alpn).toBe('h2');
    expect(answer.headers[':status']).toBe(201);
    expect(answer.body).toBe('echo hello');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Secure', 'b=2; Secure']);
    // HTTP/2 forbids connection headers: the front drops them (Node would reject the answer).
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.headers['keep-alive']).toBeUndefined();

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/thing?x=1');
    expect(request!.body).toBe('hello');
    expect(request!.headers['x-test']).toBe('kept');
    expect(request!.headers['x-forwarded-proto']).toBe('https');
    expect(request!.headers.host).toBe(`localhost:${edge.port}`);
    // The client stays this machine: nothing claims another address.
    expect(request!.headers['x-forwarded-for']).toBeUndefined();
  });

  it('answers 502 when the backend is gone, instead of hanging', async () => {
    const orphan = await startEdge(1);
    try {
      const session = connect(orphan.origin, { rejectUnauthorized: false });
      const status = await new Promise((resolve) => {
        const stream = session.request({ ':path': '/' });
        stream.on('response', (headers) => resolve(headers[':status']));
        stream.resume();
        stream.end();
      });
      session.close();
      expect(status).toBe(502);
    } finally {
      await orphan.close();
    }
  });

  it('names the certificate key for Chromium as a SHA-256 in base64', () => {
    expect(edge.chromiumFlag).toMatch(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/);
  });

  it('leaves out HTTP/2 pseudo-headers and connection headers when passing a request on', () => {
    expect(
      forwardedRequestHeaders(
        { ':path': '/x', ':authority': 'localhost:1', connection: 'close', accept: 'text/html' },
        'localhost:1',
      ),
    ).toEqual({ accept: 'text/html', host: 'localhost:1', 'x-forwarded-proto': 'https' });
  });
});
