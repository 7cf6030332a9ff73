// Strings the spec quotes for the shared libraries (HTTP client, runtime config, sign-in).
// Kept verbatim: tests assert them character for character.

/** Spec 8, "HTTP client errors". */
export const HTTP_MESSAGES = {
  networkError: 'Network Error',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  aborted: 'Request aborted',
  status: (status: number) => `Request failed with status code ${status}`,
  /** Cancelled by the caller (navigation away, query cancelled): axios' own wording. */
  cancelled: 'canceled',
} as const;

/** Spec 5 and 8: configuration problems. */
export const CONFIG_MESSAGES = {
  missingConfiguration: 'Missing/Invalid configuration',
  missingSetting: (name: string) => `Missing/Invalid configuration: sso.${name} is required`,
} as const;

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
