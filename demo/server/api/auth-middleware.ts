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
  /** The provider session the token was issued under, when it is session-bound. */
  sessionUid?: string;
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
  /**
   * Clients whose access tokens this API accepts (its audience). The account API takes only the
   * account centre's: a storefront page's header token must not switch off 2FA.
   */
  accessClientIds?: readonly string[];
  /** Without an Authorization header, continue anonymously instead of answering 401. */
  optional?: boolean;
  /** Called with the session of every accepted token (last-seen time of the device). */
  onAccepted?: (auth: AuthInfo) => void;
}

/** The 401 messages, exported for tests and the front ends' error handling. */
export const AUTH_MESSAGES = {
  missingBearer: 'Missing bearer access token.',
  missingIdToken: 'Missing X-IdToken header.',
  badAccessToken: 'The access token is invalid or has expired.',
  badIdToken: 'The id token is invalid or has expired.',
  subjectMismatch: 'The id token and the access token belong to different customers.',
  wrongAudience: 'This access token was not issued for this API.',
} as const;

/** Allowed clock difference when checking id-token times (seconds). */
const CLOCK_TOLERANCE = 60;

/** Builds the middleware; it answers 401 `{ message }` or sets `req.auth` and continues. */
export function createAuthMiddleware({
  provider,
  issuer,
  publicJwks,
  clientIds,
  accessClientIds = clientIds,
  optional = false,
  onAccepted,
}: AuthOptions): RequestHandler {
  const keys = createLocalJWKSet(publicJwks);
  return async (req, _res, next) => {
    if (optional && !req.get('authorization')) return next();
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
    if (!bearer) throw new HttpError(401, AUTH_MESSAGES.missingBearer);
    const idToken = req.get('x-idtoken')?.trim();
    if (!idToken) throw new HttpError(401, AUTH_MESSAGES.missingIdToken);

    const accessToken = await provider.AccessToken.find(bearer).catch(() => undefined);
    if (!accessToken || accessToken.isExpired || !accessToken.accountId) {
      throw new HttpError(401, AUTH_MESSAGES.badAccessToken);
    }
    // Audience: the token must have been issued to a client this API serves, and if the
    // provider put an audience in it, that too must be one of them.
    const audiences = [accessToken.aud ?? []].flat();
    if (
      !accessClientIds.includes(accessToken.clientId ?? '') ||
      audiences.some((aud) => !accessClientIds.includes(aud))
    ) {
      throw new HttpError(403, AUTH_MESSAGES.wrongAudience);
    }
    let subject: string | undefined;
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer,
        audience: [...clientIds],
        clockTolerance: CLOCK_TOLERANCE,
        // jose checks `exp` only when it is there: a token without one would never expire.
        requiredClaims: ['exp', 'sub'],
      });
      subject = payload.sub;
    } catch {
      throw new HttpError(401, AUTH_MESSAGES.badIdToken);
    }
    if (subject !== accessToken.accountId) throw new HttpError(401, AUTH_MESSAGES.subjectMismatch);
    req.auth = {
      userId: accessToken.accountId,
      clientId: accessToken.clientId ?? '',
      ...(accessToken.sessionUid ? { sessionUid: accessToken.sessionUid } : {}),
    };
    onAccepted?.(req.auth);
    next();
  };
}
