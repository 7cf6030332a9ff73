// Strings the spec quotes for the cross-feature stores (spec 8).
export const USER_MESSAGES = {
  userInfoFailed: 'Failed to get user info.',
  mfaStatusFailed: 'Failed to get MFA status.',
} as const;

/** Spec 3, "Account error codes". */
export const ACCOUNT_ERROR_CODES = [
  'NOCONTACT',
  'NOTACTIVE',
  'NOTADMIN',
  'NOTSIGNER',
  'TELUSTRANSFERRED',
  'NOMATCHINGEMAIL',
] as const;
