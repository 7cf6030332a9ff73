// The one rule for URLs that reach an href or src (ARCHITECTURE.md section 6): http(s), relative,
// mailto or tel; anything else (javascript:, data:, vbscript:, file:, blob:...) is dropped with a
// console warning. Used by <shs-header> for its attributes, config, catalogue and search results,
// and by the SPA's link widget (src/components/link/href-policy.ts) for the scheme reading.

/** Console warning logged when a URL is dropped. */
export const UNSAFE_URL = 'Unsafe URL dropped';

/** Schemes a link may carry. Relative references (no scheme) are allowed as well. */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The scheme of `url` the way a browser reads it ('https:'), or null for a relative reference.
 * Browsers ignore leading spaces and C0 controls, and tabs or newlines anywhere, so
 * `' java\tscript:x'` has the scheme 'javascript:'.
 */
export function urlScheme(url: string): string | null {
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start += 1;
  const cleaned = url.slice(start).replace(/[\t\n\r]/g, '');
  const match = /^([a-z][a-z\d+.-]*):/i.exec(cleaned);
  return match?.[1] ? `${match[1].toLowerCase()}:` : null;
}

/** True when `url` may become an href: http(s), relative (also protocol-relative), mailto or tel. */
export function isSafeUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || ALLOWED_SCHEMES.has(scheme);
}

/**
 * `value` when it is a safe URL; otherwise logs {@link UNSAFE_URL} naming where it came from
 * (`source`, e.g. 'data-home-href') and returns undefined. Absent values pass through silently.
 */
export function acceptUrl(
  value: string | null | undefined,
  source: string,
  warn: (message: string, source: string, value: string) => void = (m, s, v) =>
    console.warn(m, s, v),
): string | undefined {
  if (value == null) return undefined;
  if (isSafeUrl(value)) return value;
  warn(UNSAFE_URL, source, value);
  return undefined;
}
