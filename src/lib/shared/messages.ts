// Strings the spec quotes for the rules the SPA shares with the header (runtime config,
// commerce session). Kept verbatim: tests assert them character for character.

/** Spec 5 and 8: configuration problems. */
export const CONFIG_MESSAGES = {
  missingConfiguration: 'Missing/Invalid configuration',
  missingSetting: (name: string) => `Missing/Invalid configuration: sso.${name} is required`,
} as const;

/** Strict session check failures (spec 4.1 and 8). */
export const SESSION_KEY_MISSING = 'Session Key Missing';
export const SESSION_DATA_MISSING = 'Session Data Missing';
export const SESSION_ID_MISSING = 'Session Id Missing';
export const SESSION_EXPIRED = 'Session Expired';
