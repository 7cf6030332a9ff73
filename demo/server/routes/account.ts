// Account-centre service (spec 7.2) under /api/account.
import { accountErrorCode, accountProblemError } from '../account-problems.js';
import { HttpError } from '../api/errors.js';
import { bodyObject, email, phone, requiredString } from '../api/validation.js';
import { reserveAttempt } from '../attempts.js';
import {
  confirmEmail,
  emailCodeWaitMs,
  emailStatus,
  notifyAddressInUse,
  startEmailConfirmation,
} from '../mail/email-change.js';
import { MAIL_REQUESTS_PER_HOUR, takeMailRequest } from '../mail/mail-requests.js';
import { deviceOf, sendSecurityNotice } from '../mail/security-notice.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { apiText } from '../security/text.js';
import { describeWait, throttleWaitMs } from '../throttle.js';
import { listDevices, revokeOtherSessions, revokeSession } from '../sign-in-sessions.js';
import {
  findUserByEmail,
  updateContact,
  updateLanguage,
  userRecord,
  type UserRow,
} from '../users.js';
import { checkCurrentPassword, currentUser, tooManyAttempts } from './current-user.js';
import type { RouteModule } from './types.js';
import { isLocale } from '../../../src/lib/shared/i18n/locales.js';

/** Base path of the account-centre service. */
export const ACCOUNT_BASE = '/api/account';

/** The no-contact answer of docs/contracts.md (the account service has no contact record). */
export function noContactError(user: UserRow): HttpError {
  return accountProblemError('NOCONTACT', user);
}

/** GET/PUT user-info, the customer's language, email confirmation and signed-in devices. */
export const accountRoutes: RouteModule = {
  mount(app, { db, requireRecentSignIn }) {
    app.get(`${ACCOUNT_BASE}/user-info`, (req, res) => {
      const user = currentUser(db, req);
      // An account that cannot be opened (spec 3 account error codes): the code, not the record.
      const problem = accountErrorCode(user);
      if (problem) throw accountProblemError(problem, user);
      res.set('Cache-Control', 'no-store').json(userRecord(db, user));
    });

    // The customer's language (issue 28): remembered for them, it words their mail (any device)
    // and the account centre sends it to the sign-in pages. One UPDATE: concurrent choices leave
    // the last one, never a mix. No recent sign-in: nothing about the account's safety changes.
    app.put(`${ACCOUNT_BASE}/language`, (req, res) => {
      const user = currentUser(db, req);
      const { language } = bodyObject(req.body);
      if (!isLocale(language)) throw new HttpError(400, apiText(req)('account.languageInvalid'));
      updateLanguage(db, user.id, language);
      res.set('Cache-Control', 'no-store').json({ language });
    });

    app.put(`${ACCOUNT_BASE}/user-info`, requireRecentSignIn, async (req, res) => {
      const body = bodyObject(req.body);
      const newEmail = email(body, 'newEmailAddress');
      const phoneNumber = phone(body, 'phoneNumber');
      const currentPassword = requiredString(body, 'currentPassword', { raw: true });
      const user = currentUser(db, req);
      await checkCurrentPassword(db, req, user, currentPassword);
      const owner = findUserByEmail(db, newEmail);
      if (owner && owner.id !== user.id) {
        // No answer may tell whether an address has an account (enumeration): the caller gets
        // the same 204 as a change, the phone number is saved, the email stays, and the address's
        // owner, the one person who may learn it has an account, is told by mail.
        updateContact(db, user.id, user.email, phoneNumber);
        notifyAddressInUse(db, owner.email, localeOfRequest(req));
        res.status(204).end();
        return;
      }
      updateContact(db, user.id, newEmail, phoneNumber);
      // A new address is unverified until the code mailed to it comes back.
      if (newEmail.toLowerCase() !== user.email.toLowerCase()) {
        // The notice first: the code mail stays the newest at the new address.
        sendSecurityNotice(db, {
          kind: 'email-changed',
          userId: user.id,
          device: deviceOf(req),
          previousEmail: user.email,
        });
        startEmailConfirmation(db, user.id, newEmail, localeOfRequest(req));
      }
      res.status(204).end();
    });

    const confirmation = `${ACCOUNT_BASE}/email-confirmation`;
    app.get(confirmation, (req, res) => {
      const user = currentUser(db, req);
      res.set('Cache-Control', 'no-store').json(emailStatus(db, user.id));
    });

    // A code is a guessable secret: wrong ones spend the sign-in throttle (counted before the
    // check) and a per-account budget that a resend does not renew.
    app.post(confirmation, (req, res) => {
      const user = currentUser(db, req);
      const t = apiText(req);
      const locale = localeOfRequest(req);
      const code = bodyObject(req.body).code;
      if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) {
        throw new HttpError(400, t('account.emailCodeFormat'));
      }
      const accountWait = emailCodeWaitMs(db, user.id);
      if (accountWait > 0) throw tooManyAttempts(accountWait, locale);
      const attempt = reserveAttempt(db, {
        kind: 'email-code',
        userId: user.id,
        email: user.email,
        ip: req.ip,
        userAgent: req.get('user-agent'),
      });
      if (!attempt.allowed) throw tooManyAttempts(attempt.waitMs, locale);
      const result = confirmEmail(db, user.id, code.trim());
      if (result === 'wrong') attempt.failed();
      else attempt.release();
      if (result === 'none') throw new HttpError(409, t('account.emailNothingToConfirm'));
      if (result === 'expired') throw new HttpError(410, t('account.emailCodeExpired'));
      if (result === 'wrong') throw new HttpError(400, t('account.emailCodeWrong'));
      res.json(emailStatus(db, user.id));
    });

    // A new code: refused while the throttle makes the account wait, and at most
    // MAIL_REQUESTS_PER_HOUR an hour, so the button can neither mint codes nor flood an inbox.
    app.post(`${confirmation}/resend`, (req, res) => {
      const user = currentUser(db, req);
      const t = apiText(req);
      const locale = localeOfRequest(req);
      const status = emailStatus(db, user.id);
      if (status.verified) throw new HttpError(409, t('account.emailNothingToConfirm'));
      const wait = throttleWaitMs(db, { email: user.email, ip: req.ip });
      if (wait > 0) throw tooManyAttempts(wait, locale);
      const taken = takeMailRequest(db, user.id, 'email-code');
      if (!taken.allowed) {
        const message = t('account.emailResendLimit', {
          limit: MAIL_REQUESTS_PER_HOUR,
          wait: describeWait(taken.waitMs, locale),
        });
        throw new HttpError(429, message, { retryAfterSeconds: Math.ceil(taken.waitMs / 1000) });
      }
      startEmailConfirmation(db, user.id, status.email, locale);
      res.status(202).json(status);
    });

    // Signed-in devices: the customer's live provider sessions (docs/contracts.md).
    app.get(`${ACCOUNT_BASE}/sessions`, (req, res) => {
      const user = currentUser(db, req);
      res.set('Cache-Control', 'no-store').json(listDevices(db, user.id, req.auth?.sessionUid));
    });

    // "Sign out everywhere": every other device; the caller's own session goes on (the SPA
    // then signs itself out the usual way).
    app.delete(`${ACCOUNT_BASE}/sessions`, (req, res) => {
      const user = currentUser(db, req);
      res.json({ ended: revokeOtherSessions(db, user.id, req.auth?.sessionUid) });
    });

    app.delete(`${ACCOUNT_BASE}/sessions/:id`, (req, res) => {
      const user = currentUser(db, req);
      if (!revokeSession(db, user.id, req.params.id)) {
        throw new HttpError(404, apiText(req)('account.unknownSession'));
      }
      res.status(204).end();
    });
  },
};
