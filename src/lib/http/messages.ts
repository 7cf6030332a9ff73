// Strings the spec quotes for the HTTP client.
// Kept verbatim: tests assert them character for character.

/** Spec 8, "HTTP client errors". */
export const HTTP_MESSAGES = {
  networkError: 'Network Error',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  aborted: 'Request aborted',
  status: (status: number) => `Request failed with status code ${status}`,
  /** Cancelled by the caller (navigation away, query cancelled): axios' own wording. */
  cancelled: 'canceled',
  /** Issue 25: "Confirm it's you" was closed, so the change was not sent again. */
  recentSignInCancelled:
    "Nothing was changed because you did not confirm it's you. What you entered is still here: try again when you are ready.",
} as const;
