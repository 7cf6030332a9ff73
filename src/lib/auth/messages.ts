// Strings the spec quotes for signing in and loading the stored user, verbatim.

/** Spec 8: sign-in callback failures. */
export const AUTH_MESSAGES = {
  callbackFailed: 'Sign-in could not be completed.',
  renewFailed: 'Your session could not be renewed.',
} as const;

/** Spec 8: loading the stored user. */
export const USER_MESSAGES = {
  userInfoFailed: 'Failed to get user info.',
  mfaStatusFailed: 'Failed to get MFA status.',
} as const;
