// Security notices (issue 25): every change to how an account is signed in to, and a sign-in
// from a device the account has not used before, is mailed to the account's address (through
// the outbox, like every mail of the reference backend) and kept for Access Activity. Each
// notice says what happened, when (in Denver time, the business's zone, with the zone named),
// from which device, and what to do if it was not the customer.
import { isNewDeviceSignIn, parseUserAgent } from '../access-activity.js';
import type { Db } from '../db/database.js';
import { findUserById } from '../users.js';
import { sendMail } from './outbox.js';
import type { SecurityNoticeKind } from '../../../src/contracts/profile.js';
import { formatDateTime, ZONE_NAME } from '../../../src/lib/dates/denver-time.js';

/** Where a change came from: the request's browser and address. */
export interface NoticeDevice {
  userAgent: string | undefined;
  ip: string | undefined;
}

/** One notice to send. */
export interface SecurityNotice {
  kind: SecurityNoticeKind;
  userId: string;
  device: NoticeDevice;
  /** Defaults to now. */
  at?: Date;
  /** For 'email-changed': the address the account had before, which is told as well. */
  previousEmail?: string;
}

/** The browser and address of an Express request, as a notice names them. */
export function deviceOf(req: {
  ip?: string | undefined;
  get(header: 'user-agent'): string | undefined;
}): NoticeDevice {
  return { userAgent: req.get('user-agent'), ip: req.ip };
}

// If someone else made the change they may also know the password: a new password ends every
// other session (platform.ts), and "Forgot password?" works even when they changed it.
const SECURE_ACCOUNT =
  'If this was not you, change your password now (Profile > Security > Change password, or "Forgot password?" on the sign-in page if you cannot sign in); that signs out every other device. Then check Profile > Security for anything else you did not set.';

/** Per kind: the subject line, what happened, and what to do if it was not the customer. */
export const SECURITY_NOTICE_TEXT: Record<
  SecurityNoticeKind,
  { subject: string; happened: string; notYou: string }
> = {
  'passkey-added': {
    subject: 'A passkey was added to your Smart Home Security account',
    happened: 'A new passkey was added to your account. It can now be used to sign in.',
    notYou: `${SECURE_ACCOUNT} Remove the passkey in Profile > Security > Passkeys.`,
  },
  'passkey-removed': {
    subject: 'A passkey was removed from your Smart Home Security account',
    happened: 'A passkey was removed from your account. It can no longer be used to sign in.',
    notYou: SECURE_ACCOUNT,
  },
  'password-changed': {
    subject: 'Your Smart Home Security password was changed',
    happened: 'The password of your account was changed. Other devices were signed out.',
    notYou:
      'If this was not you, someone else may have your account: use "Forgot password?" on the sign-in page at once to choose a new password, which signs out every device, and turn on two-factor authentication in Profile > Security.',
  },
  'email-changed': {
    subject: 'The email address of your Smart Home Security account was changed',
    happened: '',
    notYou:
      'If this was not you, sign in and change the email address back in Profile > Edit Email, then change your password. If you cannot sign in any more, use "Forgot password?" on the sign-in page with the new address shown above, or contact us.',
  },
  'mfa-enabled': {
    subject: 'Two-factor authentication is on for your Smart Home Security account',
    happened:
      'Two-factor authentication was turned on: signing in now also asks for a code from an authenticator app.',
    notYou: `${SECURE_ACCOUNT} Someone who turned it on can sign in with their own authenticator app.`,
  },
  'mfa-disabled': {
    subject: 'Two-factor authentication is off for your Smart Home Security account',
    happened:
      'Two-factor authentication was turned off: signing in now asks only for your password.',
    notYou: `${SECURE_ACCOUNT} Then turn two-factor authentication back on in Profile > Security.`,
  },
  'recovery-codes-regenerated': {
    subject: 'New recovery codes for your Smart Home Security account',
    happened:
      'New two-factor recovery codes were made for your account. The old codes no longer work.',
    notYou: `${SECURE_ACCOUNT} Then make new recovery codes yourself, so the ones made by someone else stop working.`,
  },
  'new-device-sign-in': {
    subject: 'New sign-in to your Smart Home Security account',
    happened: 'Your account was signed in to from a browser and device it had not used before.',
    notYou:
      'If this was not you, change your password now (Profile > Security > Change password, or "Forgot password?" on the sign-in page); that signs out every other device. Then turn on two-factor authentication in Profile > Security.',
  },
};

/** The mail's lines for one notice (exported for the tests of each kind's content). */
export function securityNoticeBody(
  notice: SecurityNotice & { firstName: string; email: string },
): string {
  const text = SECURITY_NOTICE_TEXT[notice.kind];
  const { browser, os } = parseUserAgent(notice.device.userAgent);
  const at = (notice.at ?? new Date()).toISOString();
  const happened =
    notice.kind === 'email-changed'
      ? `The email address of your account was changed from ${notice.previousEmail ?? 'the old address'} to ${notice.email}.`
      : text.happened;
  return [
    `Hello ${notice.firstName},`,
    '',
    happened,
    '',
    `When: ${formatDateTime(at)}, ${ZONE_NAME}`,
    `Device: ${browser} on ${os}`,
    `IP address: ${notice.device.ip || 'Unknown'}`,
    '',
    'If this was you, there is nothing more to do.',
    text.notYou,
  ].join('\n');
}

/**
 * Mails the notice to the account's address (for an email change, to the old address too) and,
 * except for a new device (whose sign-in is already in Access Activity), records it there.
 */
export function sendSecurityNotice(db: Db, notice: SecurityNotice): void {
  const user = findUserById(db, notice.userId);
  if (!user) return;
  const at = notice.at ?? new Date();
  const body = securityNoticeBody({
    ...notice,
    at,
    firstName: user.firstName,
    email: user.email,
  });
  const subject = SECURITY_NOTICE_TEXT[notice.kind].subject;
  const recipients = [user.email];
  if (
    notice.kind === 'email-changed' &&
    notice.previousEmail &&
    notice.previousEmail.toLowerCase() !== user.email.toLowerCase()
  ) {
    recipients.push(notice.previousEmail);
  }
  for (const to of recipients) sendMail(db, { to, subject, body });
  if (notice.kind === 'new-device-sign-in') return;
  const { browser, os } = parseUserAgent(notice.device.userAgent);
  db.prepare(
    `INSERT INTO security_events (user_id, kind, occurred_at, browser, os, ip)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(user.id, notice.kind, at.toISOString(), browser, os, notice.device.ip ?? null);
}

/** After a successful sign-in (its Access Activity row): a notice if the device is new. */
export function noticeIfNewDevice(
  db: Db,
  signIn: { userId: string; attemptId: number; device: NoticeDevice },
): void {
  if (!isNewDeviceSignIn(db, signIn.userId, signIn.attemptId)) return;
  sendSecurityNotice(db, {
    kind: 'new-device-sign-in',
    userId: signIn.userId,
    device: signIn.device,
  });
}
