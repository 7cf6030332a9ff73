// Link rules of spec 2.3: which override paths are accepted and which hrefs are absolute.
import { INVALID_ROUTE } from '../messages';

const IN_APP_PATH = /^\/[A-Za-z0-9/,:_-]*$/;
const ABSOLUTE_URL = /^(?:https?:|mailto:|tel:|sms:|\/\/)/i;

/** True when `path` is an acceptable in-app override: starts with / and uses only letters, digits and / , : _ -. */
export function isValidInAppPath(path: string): boolean {
  return IN_APP_PATH.test(path);
}

/**
 * The override path if it is valid; otherwise warns 'Invalid Route' and drops it (undefined).
 * An absent attribute (null/undefined) is not an override and warns nothing.
 */
export function acceptOverride(
  value: string | null | undefined,
  warn: (message: string, value: string) => void = (m, v) => console.warn(m, v),
): string | undefined {
  if (value == null) return undefined;
  if (isValidInAppPath(value)) return value;
  warn(INVALID_ROUTE, value);
  return undefined;
}

/** True for links that leave the app: http(s), protocol-relative, mailto, tel and sms. */
export function isAbsoluteUrl(href: string): boolean {
  return ABSOLUTE_URL.test(href);
}

/** `base` + `path` with exactly one slash between them (base may or may not end with /). */
export function joinUrl(base: string, path: string): string {
  if (!path) return base;
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}
