// What the Link widget does with an href (spec 5: warn unless https, mailto or tel, or the
// caller explicitly allows an insecure one).
//
// Decisions beyond the spec:
// - Relative references ('/billing', '#top', '?page=2', 'docs/terms') resolve against the page's
//   own origin, so they are as secure as the page: allowed without a warning.
// - Protocol-relative URLs ('//cdn.example.com') take the page's scheme, which may be http:, so
//   they warn like http: does.
// - Script-capable schemes (javascript:, data:, vbscript:) are never rendered, even when insecure
//   is allowed: the link keeps its text but loses its href.

const SAFE_SCHEMES = new Set(['https:', 'mailto:', 'tel:']);
const BLOCKED_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:']);

/** How a Link treats an href. */
export interface HrefVerdict {
  /** Has a scheme other than https, mailto or tel (or is protocol-relative). */
  insecure: boolean;
  /** Can run script: never rendered. */
  blocked: boolean;
  /** Leaves the site (absolute http(s) or protocol-relative): gets rel="noopener noreferrer". */
  external: boolean;
}

/** The scheme of an absolute URL ('https:'), or null for a relative reference. */
function schemeOf(href: string): string | null {
  // Browsers ignore leading spaces and control characters, and tabs or newlines anywhere.
  let start = 0;
  while (start < href.length && href.charCodeAt(start) <= 0x20) start += 1;
  const cleaned = href.slice(start).replace(/[\t\n\r]/g, '');
  const match = /^([a-z][a-z\d+.-]*):/i.exec(cleaned);
  return match?.[1] ? `${match[1].toLowerCase()}:` : null;
}

/** Classifies an href for {@link HrefVerdict}. */
export function judgeHref(href: string): HrefVerdict {
  const scheme = schemeOf(href);
  const protocolRelative = /^\s*[/\\]{2}/.test(href);
  return {
    insecure: protocolRelative || (scheme !== null && !SAFE_SCHEMES.has(scheme)),
    blocked: scheme !== null && BLOCKED_SCHEMES.has(scheme),
    external: protocolRelative || scheme === 'http:' || scheme === 'https:',
  };
}
