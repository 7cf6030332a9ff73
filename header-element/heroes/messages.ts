// Logged strings the spec quotes verbatim (spec 8); tests assert them exactly, so they live in one
// place. What a visitor reads is in locales/ (text.ts).

/** Logged when the content service cannot deliver the heroes (spec 8, "Logged failures"). */
export const HEROES_FETCH_FAILED = 'Failed to get heroes from Acquia.';
/** Warned when the video provider's script fails to load (spec 8, "Video script errors"). */
export const VIDYARD_LOAD_FAILED = 'Failed to load the Vidyard script';
/** Warned when the video provider's script does not load in time (spec 8). */
export const VIDYARD_TIMED_OUT = 'Loading vidyard script timed out';
/** Warned when a call-to-action destination is neither an absolute URL nor a safe in-app path. */
export const INVALID_ROUTE = 'Invalid Route';
