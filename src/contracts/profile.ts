// Payloads of the profile calls (docs/contracts.md, "Account centre" and "Platform"). Types
// only: the one definition the account centre (src/features) and the reference server
// (demo/server) import.

/** One human-readable password rule with the pattern that checks it (JavaScript RegExp source). */
export interface PasswordRule {
  label: string;
  pattern: string;
}

/** `GET /api/platform/password-requirements`. */
export interface PasswordRequirements {
  /** All rules in one pattern: `new RegExp(pattern).test(password)`. */
  pattern: string;
  /** Each rule alone, in the order the form lists them. */
  rules: PasswordRule[];
}

/** `GET /api/account/service-address`. */
export interface ServiceAddress {
  serviceName: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** One emergency contact of a service. */
export interface EmergencyContact {
  id: string;
  name: string;
  /** 10 digits. */
  phone: string;
  relationship: string;
  /** 1-based position in the call order. */
  order: number;
}

/** What the add and edit forms send. */
export interface EmergencyContactInput {
  name: string;
  phone: string;
  relationship: string;
  order?: number;
}

/** `GET /api/account/verbal-password`: whether one is set and when it last changed; never the word. */
export interface VerbalPasswordStatus {
  isSet: boolean;
  /** ISO 8601 time of the last change, null when none is set. */
  updatedAt: string | null;
}

/** One entry of `GET /api/account/sessions`: a browser signed in to the account. */
export interface SignedInDevice {
  /** The provider session's uid. */
  id: string;
  browser: string;
  os: string;
  ip: string;
  signedInAt: string;
  lastSeenAt: string;
  /** This browser's own session (the one the request came from). */
  current: boolean;
}

/**
 * A security change the customer is told about by mail (demo/server/mail/security-notice.ts).
 * Access Activity lists each beside the sign-ins; a sign-in from a new device is the sign-in
 * entry itself (its `newBrowser` flag), so it has no entry of its own there.
 */
export type SecurityNoticeKind =
  | 'passkey-added'
  | 'passkey-removed'
  | 'password-changed'
  | 'email-changed'
  | 'mfa-enabled'
  | 'mfa-disabled'
  | 'recovery-codes-regenerated'
  | 'new-device-sign-in';

/**
 * The 403 body of a change that needs the customer to confirm who they are first (a password
 * or, after issue 25's passkeys, a passkey): the front end asks, then sends the change again.
 */
export interface RecentSignInRequiredBody {
  code: 'recent_sign_in_required';
  message: string;
}

/** `POST /api/account/recent-sign-in` answer: until when this session counts as recent. */
export interface RecentSignInConfirmation {
  confirmedUntil: string;
}
