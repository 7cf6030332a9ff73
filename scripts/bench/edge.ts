// A stand-in for the CDN in front of the account centre in production (ARCHITECTURE.md, "static
// files behind a CDN"): TLS and HTTP/2 on a local port, every request passed on to the reference
// backend over plain HTTP/1.1. Browsers speak HTTP/2 only over TLS, so without it a bench measures
// a page served the way no customer gets it: over HTTP/1.1, six connections to the origin, a round
// trip for each of the page's 25 to 45 requests. Lighthouse's simulation models exactly that, and
// on the cold account pages it cost 1.1 to 1.6 s of simulated LCP (the same gathered runs audited
// as HTTP/1.1 and as HTTP/2, README "Lighthouse over HTTP/2").
// The certificate is a throwaway one for localhost, made at start; the browser is told to trust
// its key only (`--ignore-certificate-errors-spki-list`), so it treats the connection as valid
// (a certificate error would, among other things, keep responses out of the HTTP cache).
import { createHash, createPublicKey } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import {
  constants,
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** A running edge. */
export interface Edge {
  /** https://localhost:<port> */
  origin: string;
  port: number;
  /** The Chromium flag that makes the browser accept this edge's certificate. */
  chromiumFlag: string;
  close(): Promise<void>;
}

/** Headers that belong to one connection (RFC 9113 8.2.2 forbids them in HTTP/2). */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

/** What the backend gets: the request's headers without HTTP/2 pseudo- and connection headers. */
export function forwardedRequestHeaders(
  headers: IncomingHttpHeaders,
  authority: string,
): Record<string, string | string[]> {
  const forwarded: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || CONNECTION_HEADERS.has(name) || value === undefined) continue;
    forwarded[name] = value;
  }
  forwarded.host = authority;
  // The backend, told to trust its proxy (SHS_TRUST_PROXY), then knows the visit was https and
  // sets its Secure cookies. No X-Forwarded-For: the client is this machine either way.
  forwarded['x-forwarded-proto'] = 'https';
  return forwarded;
}

/** What the browser gets: the backend's headers without connection headers. */
export function forwardedResponseHeaders(
  headers: IncomingHttpHeaders,
): Record<string, string | string[]> {
  const forwarded: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (!CONNECTION_HEADERS.has(name) && value !== undefined) forwarded[name] = value;
  return forwarded;
}

/** The `--ignore-certificate-errors-spki-list` value of a PEM certificate: its key's SHA-256. */
export function spkiHash(certificatePem: string): string {
  const spki = createPublicKey(certificatePem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * Starts the edge on `port` (0: any free port), passing every request on to
 * http://127.0.0.1:`backendPort`.
 */
export async function startEdge(backendPort: number, port = 0): Promise<Edge> {
  const certificate = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 2 * 24 * 3600 * 1000),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const server = createSecureServer({
    key: certificate.private,
    cert: certificate.cert,
    // Clients without HTTP/2 (Node's fetch in the bench's readiness check) still get through.
    allowHTTP1: true,
  });
  server.on('request', (req: Http2ServerRequest, res: Http2ServerResponse) =>
    pass(req, res, backendPort),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    origin: `https://localhost:${actualPort}`,
    port: actualPort,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${spkiHash(certificate.cert)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function pass(req: Http2ServerRequest, res: Http2ServerResponse, backendPort: number) {
  const authority = req.authority || req.headers.host || 'localhost';
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: backendPort,
      method: req.method,
      path: req.url,
      headers: forwardedRequestHeaders(req.headers, authority),
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, forwardedResponseHeaders(answer.headers));
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(constants.HTTP_STATUS_BAD_GATEWAY).end('Bad gateway');
    else res.destroy();
  });
  req.pipe(upstream);
}
