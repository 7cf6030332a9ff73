// Demo-only services of the reference backend (the mail outbox, the operations page) show what
// customers did and received: they never serve a stranger. They answer clients on this machine
// (loopback) only, unless SHS_DEMO_TOOLS_PUBLIC=1 opens them on purpose (a demo on a shared host).
// The socket's address is used, never X-Forwarded-For, which a caller can write themselves.
import type { Request, RequestHandler } from 'express';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** True for a client on this machine. */
export function isLoopback(req: Pick<Request, 'socket'>): boolean {
  return LOOPBACK.has(req.socket.remoteAddress ?? '');
}

/** Whether the setting opens the demo-only services to every client. */
export function demoToolsArePublic(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SHS_DEMO_TOOLS_PUBLIC === '1' || env.SHS_DEMO_TOOLS_PUBLIC === 'true';
}

/** Put in front of a demo-only route: 404 for anyone else (nothing to find here). */
export function demoOnly(env: NodeJS.ProcessEnv = process.env): RequestHandler {
  return (req, res, next) => {
    if (isLoopback(req) || demoToolsArePublic(env)) return next();
    res.status(404).type('text/plain').send('Not found.');
  };
}
