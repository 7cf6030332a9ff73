// POST /api/account/recent-sign-in: the customer confirms who they are with their password (or,
// through the two passkey calls, with one of their passkeys), so the sensitive change the API
// just refused (security/recent-sign-in.ts) can be sent again.
import { HttpError } from '../api/errors.js';
import { sessionBinding, type ChallengeScope } from '../passkeys/challenges.js';
import { relyingParty } from '../passkeys/relying-party.js';
import { assertionOptions, verifyPasskeyAssertion } from '../passkeys/verify.js';
import { bodyObject } from '../api/validation.js';
import { markRecentSignIn, RECENT_SIGN_IN_WINDOW_MS } from '../security/recent-sign-in.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { apiText } from '../security/text.js';
import { ACCOUNT_BASE } from './account.js';
import { checkCurrentPassword, currentUser, tooManyAttempts } from './current-user.js';
import type { RouteModule } from './types.js';
import type { RecentSignInConfirmation } from '../../../src/contracts/profile.js';

/** The confirmation endpoints; the password and the passkey both go through the sign-in throttle. */
export const recentSignInRoutes: RouteModule = {
  mount(app, { db, origin, recentSignIn }) {
    const rp = relyingParty(origin);
    const confirmed = (sessionUid: string, userId: string): RecentSignInConfirmation => {
      const now = recentSignIn.now?.() ?? Date.now();
      markRecentSignIn(db, { sessionUid, userId }, now);
      const windowMs = recentSignIn.windowMs ?? RECENT_SIGN_IN_WINDOW_MS;
      return { confirmedUntil: new Date(now + windowMs).toISOString() };
    };
    /** The signed-in customer, this provider session, and the challenges bound to both. */
    const confirming = (req: Parameters<typeof currentUser>[1]) => {
      const user = currentUser(db, req);
      const sessionUid = req.auth?.sessionUid;
      if (!sessionUid) throw new HttpError(409, apiText(req)('recentSignIn.noSession'));
      const scope: ChallengeScope = {
        purpose: 'authenticate',
        binding: sessionBinding(user.id, sessionUid),
      };
      return { user, sessionUid, scope };
    };

    app.post(`${ACCOUNT_BASE}/recent-sign-in`, async (req, res) => {
      const { password } = bodyObject(req.body);
      if (typeof password !== 'string' || password === '') {
        throw new HttpError(400, apiText(req)('recentSignIn.passwordRequired'));
      }
      const { user, sessionUid } = confirming(req);
      // Counted before the check (reserveAttempt): 403 "Invalid current password." or 429.
      await checkCurrentPassword(db, req, user, password);
      res.set('Cache-Control', 'no-store').json(confirmed(sessionUid, user.id));
    });

    // A passkey instead of the password: options listing only this customer's passkeys, with a
    // single-use challenge bound to this provider session, then the assertion answering it.
    app.post(`${ACCOUNT_BASE}/recent-sign-in/passkey-options`, async (req, res) => {
      const { user, scope } = confirming(req);
      const options = await assertionOptions(db, rp, scope, user.id);
      res.set('Cache-Control', 'no-store').json(options);
    });

    app.post(`${ACCOUNT_BASE}/recent-sign-in/passkey`, async (req, res) => {
      const { user, sessionUid, scope } = confirming(req);
      const result = await verifyPasskeyAssertion(db, rp, {
        response: bodyObject(req.body).response,
        scope,
        client: { ip: req.ip, userAgent: req.get('user-agent') },
        signIn: false,
      });
      if (!result.ok && result.reason === 'throttled') {
        throw tooManyAttempts(result.waitMs, localeOfRequest(req));
      }
      if (!result.ok || result.userId !== user.id) {
        throw new HttpError(403, apiText(req)('recentSignIn.passkeyRefused'));
      }
      res.set('Cache-Control', 'no-store').json(confirmed(sessionUid, user.id));
    });
  },
};
