// The check every protected API route runs: a live access token from our provider plus a valid
// id token of the same customer (spec 7.1: bearer Authorization and X-IdToken headers).
import type { RequestHandler } from 'express';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import { HttpError } from './errors.js';

/** Who is calling, set on `req.auth` by {@link createAuthMiddleware}. */
export interface AuthInfo {
  /** The customer's id (`sub`). */
  userId: string;
  /** The client the access token was issued to. */
  clientId: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the auth middleware on protected routes. */
      auth?: AuthInfo;
    }
  }
}

/** What the middleware checks tokens against. */
export interface AuthOptions {
  provider: Provider;
  issuer: string;
  /** Public signing keys of the provider. */
  publicJwks: JSONWebKeySet;
  /** Audiences an id token may be for. */
  clientIds: readonly string[];
}

/** The 401 messages, exported for tests and the front ends' error handling. */
export const AUTH_MESSAGES = {
  missingBearer: 'Missing bearer access token.',
  missingIdToken: 'Missing X-IdToken header.',
  badAccessToken: 'The access token is invalid or has expired.',
  badIdToken: 'The id token is invalid or has expired.',
  subjectMismatch: 'The id token and the access token belong to different customers.',
} as const;

/** Allowed clock difference when checking id-token times (seconds). */
const CLOCK_TOLERANCE = 60;

/** Builds the middleware; it answers 401 `{ message }` or sets `req.auth` and continues. */
export function createAuthMiddleware({
  provider,
  issuer,
  publicJwks,
  clientIds,
}: AuthOptions): RequestHandler {
  const keys = createLocalJWKSet(publicJwks);
  return async (req, _res, next) => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
    if (!bearer) throw new HttpError(401, AUTH_MESSAGES.missingBearer);
    const idToken = req.get('x-idtoken')?.trim();
    if (!idToken) throw new HttpError(401, AUTH_MESSAGES.missingIdToken);

    const accessToken = await provider.AccessToken.find(bearer).catch(() => undefined);
    if (!accessToken || accessToken.isExpired || !accessToken.accountId) {
      throw new HttpError(401, AUTH_MESSAGES.badAccessToken);
    }
    let subject: string | undefined;
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer,
        audience: [...clientIds],
        clockTolerance: CLOCK_TOLERANCE,
      });
      subject = payload.sub;
    } catch {
      throw new HttpError(401, AUTH_MESSAGES.badIdToken);
    }
    if (subject !== accessToken.accountId) throw new HttpError(401, AUTH_MESSAGES.subjectMismatch);
    req.auth = { userId: accessToken.accountId, clientId: accessToken.clientId ?? '' };
    next();
  };
}
