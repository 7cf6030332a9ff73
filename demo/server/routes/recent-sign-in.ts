// POST /api/account/recent-sign-in: the customer confirms who they are with their password, so
// the sensitive change the API just refused (security/recent-sign-in.ts) can be sent again.
import { HttpError } from '../api/errors.js';
import { bodyObject } from '../api/validation.js';
import { markRecentSignIn, RECENT_SIGN_IN_WINDOW_MS } from '../security/recent-sign-in.js';
import { ACCOUNT_BASE } from './account.js';
import { checkCurrentPassword, currentUser } from './current-user.js';
import type { RouteModule } from './types.js';
import type { RecentSignInConfirmation } from '../../../src/contracts/profile.js';

/** Messages of the confirmation endpoint (docs/contracts.md). */
export const CONFIRM_MESSAGES = {
  passwordRequired: 'Enter your password.',
  noSession: 'This sign-in cannot be confirmed: sign out and sign in again.',
} as const;

/** The confirmation endpoint; the password goes through the sign-in throttle. */
export const recentSignInRoutes: RouteModule = {
  mount(app, { db, recentSignIn }) {
    app.post(`${ACCOUNT_BASE}/recent-sign-in`, async (req, res) => {
      const { password } = bodyObject(req.body);
      if (typeof password !== 'string' || password === '') {
        throw new HttpError(400, CONFIRM_MESSAGES.passwordRequired);
      }
      const user = currentUser(db, req);
      const sessionUid = req.auth?.sessionUid;
      if (!sessionUid) throw new HttpError(409, CONFIRM_MESSAGES.noSession);
      // Counted before the check (reserveAttempt): 403 "Invalid current password." or 429.
      await checkCurrentPassword(db, req, user, password);
      const now = recentSignIn.now?.() ?? Date.now();
      markRecentSignIn(db, { sessionUid, userId: user.id }, now);
      const windowMs = recentSignIn.windowMs ?? RECENT_SIGN_IN_WINDOW_MS;
      const answer: RecentSignInConfirmation = {
        confirmedUntil: new Date(now + windowMs).toISOString(),
      };
      res.set('Cache-Control', 'no-store').json(answer);
    });
  },
};
