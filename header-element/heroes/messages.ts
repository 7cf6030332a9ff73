// Strings the spec quotes verbatim (spec 8); tests assert them exactly, so they live in one place.

/** Logged when the content service cannot deliver the heroes (spec 8, "Logged failures"). */
export const HEROES_FETCH_FAILED = 'Failed to get heroes from Acquia.';
/** Warned when the video provider's script fails to load (spec 8, "Video script errors"). */
export const VIDYARD_LOAD_FAILED = 'Failed to load the Vidyard script';
/** Warned when the video provider's script does not load in time (spec 8). */
export const VIDYARD_TIMED_OUT = 'Loading vidyard script timed out';
/** Fallback content of every <video> element (spec 8). */
export const VIDEO_FALLBACK_TEXT = "Sorry, your browser doesn't support embedded videos.";
/** Warned when a call-to-action destination is neither an absolute URL nor a safe in-app path. */
export const INVALID_ROUTE = 'Invalid Route';
