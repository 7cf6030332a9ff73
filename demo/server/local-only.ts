// The reference backend's demo tools that hold customers' data (the mail outbox, which carries
// reset and sign-in links; the analytics collector's event list, which carries customer ids)
// answer only a client on this machine: a loopback socket, and no sign of a proxy in between
// (a proxy on the same machine would otherwise make every visitor look local). The client
// address Express works out (`req.ip`, which honours X-Forwarded-For under `trust proxy`) must
// be loopback too, so a forwarded header can only ever take access away, never grant it.
import type { Request, RequestHandler } from 'express';
import { renderPage } from './oidc/html.js';

/** What a refused caller reads. */
export const LOCAL_ONLY_MESSAGE =
  'This demo tool is served only to a browser on the machine that runs the reference backend.';

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'] as const;

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** True when the request comes straight from this machine. */
export function isLocalRequest(req: Request): boolean {
  if (PROXY_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  return isLoopbackAddress(req.socket.remoteAddress) && isLoopbackAddress(req.ip);
}

/** 403 for anyone else: JSON under /api, a page otherwise. */
export function localOnly(): RequestHandler {
  return (req, res, next) => {
    if (isLocalRequest(req)) return next();
    res.status(403).set('Cache-Control', 'no-store');
    if (req.originalUrl.startsWith('/api/') || req.path.includes('/api/')) {
      res.json({ message: LOCAL_ONLY_MESSAGE });
      return;
    }
    res.type('html').send(
      renderPage({
        title: 'Not available – Smart Home Security demo',
        body: `<h1>Not available here</h1>\n<p class="lead">${LOCAL_ONLY_MESSAGE}</p>`,
      }),
    );
  };
}
