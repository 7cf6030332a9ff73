// Business constants of the hero gallery and the hero video (spec 9.4).

/** Autoplay interval of the hero carousel when the content gives none. */
export const DEFAULT_SCROLL_TIME_MS = 15000;
/** Slide transition of the hero carousel when the content gives none. */
export const DEFAULT_TRANSITION_TIME_MS = 300;
/** Arrow-key moves closer together than this are dropped (key repeat throttle). */
export const KEY_REPEAT_THROTTLE_MS = 200;
/** A drag moves the carousel once it passes this fraction of the slide width. */
export const DRAG_THRESHOLD_BIAS = 0.4;
/** How long the video provider's script may take to load. */
export const VIDEO_SCRIPT_TIMEOUT_MS = 10000;
/** The video provider's real embed script; pages can point the element elsewhere. */
export const DEFAULT_VIDEO_EMBED_URL = 'https://play.vidyard.com/embed/v4.js';
/** Content service bases when the element's attributes give none (docs/contracts.md). */
export const DEFAULT_CONTENT_BASE = '/api/content';
export const DEFAULT_CONTENT_PROD_BASE = '/api/content-prod';
/** Viewports at least this wide get the desktop video clip (spec 9.3, mobile/desktop). */
export const DESKTOP_MIN_WIDTH_PX = 1025;
