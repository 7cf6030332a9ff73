// Call-to-action destinations (spec 2.3, "Hero call-to-action links").

/** What a call-to-action destination turns into. */
export type CtaLink =
  { kind: 'external'; href: string } | { kind: 'in-app'; path: string } | { kind: 'invalid' };

// http, https, protocol-relative, mailto, tel and sms: the spec's absolute URLs.
const ABSOLUTE_URL = /^(?:https?:|mailto:|tel:|sms:|\/\/)/i;
// Anything else with a scheme (javascript:, data:, vbscript:...) would run or navigate off-site
// while looking like an in-app path, so it is refused rather than treated as a path.
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// Browsers trim C0 controls and spaces at the ends of a URL and drop tabs and newlines anywhere,
// so `java\tscript:` must be judged the way the browser will read it.
// eslint-disable-next-line no-control-regex
const URL_EDGE_JUNK = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const URL_TAB_OR_NEWLINE = /[\t\n\r]/g;

/**
 * Classifies a call-to-action destination: an absolute URL is a plain link, anything else is
 * an in-app path (relative names get a leading slash); a foreign scheme is invalid.
 */
export function classifyCtaLink(actionText: string | null | undefined): CtaLink {
  const compact = (actionText ?? '').replace(URL_TAB_OR_NEWLINE, '').replace(URL_EDGE_JUNK, '');
  if (!compact) return { kind: 'invalid' };
  if (ABSOLUTE_URL.test(compact)) return { kind: 'external', href: compact };
  // `\\` is read as `/` by browsers, so `\\evil.example` is protocol-relative in disguise.
  if (OTHER_SCHEME.test(compact) || compact.startsWith('\\') || compact.startsWith('/\\')) {
    return { kind: 'invalid' };
  }
  return { kind: 'in-app', path: compact.startsWith('/') ? compact : `/${compact}` };
}
