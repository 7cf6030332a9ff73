// What the console says when loading the stored user partly fails (spec 8). Logged only, never
// shown, so it stays in English; the customer's words are in text.ts.

/** Spec 8: loading the stored user. */
export const USER_MESSAGES = {
  mfaStatusFailed: 'Failed to get MFA status.',
} as const;
