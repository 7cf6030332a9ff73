// What the Link widget does with an href (spec 5: warn unless https, mailto or tel, or the
// caller explicitly allows an insecure one).
//
// Decisions beyond the spec:
// - Relative references ('/billing', '#top', '?page=2', 'docs/terms') resolve against the page's
//   own origin, so they are as secure as the page: allowed without a warning.
// - Protocol-relative URLs ('//cdn.example.com') take the page's scheme, which may be http:, so
//   they warn like http: does.
// - Any scheme other than http(s), mailto and tel (javascript:, data:, vbscript:, ftp:, sms:...)
//   is never rendered, even when insecure is allowed: the link keeps its text but loses its
//   href. That is the shared rule of src/lib/shared/safe-url.ts, used by <shs-header> as well.

import { isSafeUrl, urlScheme } from '../../lib/shared/safe-url';

const SAFE_SCHEMES = new Set(['https:', 'mailto:', 'tel:']);

/** How a Link treats an href. */
export interface HrefVerdict {
  /** Has a scheme other than https, mailto or tel (or is protocol-relative). */
  insecure: boolean;
  /** Not http(s), relative, mailto or tel (src/lib/shared/safe-url.ts): never rendered. */
  blocked: boolean;
  /** Leaves the site (absolute http(s) or protocol-relative): gets rel="noopener noreferrer". */
  external: boolean;
}

/** Classifies an href for {@link HrefVerdict}. */
export function judgeHref(href: string): HrefVerdict {
  const scheme = urlScheme(href);
  const protocolRelative = /^\s*[/\\]{2}/.test(href);
  return {
    insecure: protocolRelative || (scheme !== null && !SAFE_SCHEMES.has(scheme)),
    blocked: !isSafeUrl(href),
    external: protocolRelative || scheme === 'http:' || scheme === 'https:',
  };
}
