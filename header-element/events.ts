// The DOM events <shs-header> emits on its host element (the README lists them).
import { acceptUrl } from '../src/lib/safe-url';
import { LINK_CLICK } from './messages';
import type { HeaderLink } from './rules/links';

/** Event names and their detail types. */
export interface HeaderEvents {
  /** An in-app route; cancelable: preventDefault() means the host's router took it. */
  'shs-navigate': { route: string; params: Record<string, string>; href: string };
  /** The selected service changed ('S-' prefix added if missing). */
  'shs-service-change': { serviceName: string };
  /** Log In pressed; cancelable: in host mode the host signs in. */
  'shs-login': Record<string, never>;
  /** Log Out pressed; cancelable: in host mode the host signs out. */
  'shs-logout': Record<string, never>;
  /** A search ran with this trimmed query. */
  'shs-search': { query: string };
  /** A failure reported to error tracking (e.g. 'Link Click'). */
  'shs-error': { message: string; error: string };
}

/** Dispatches a bubbling, composed event; returns false when a listener cancelled it. */
export function emit<K extends keyof HeaderEvents>(
  host: HTMLElement,
  name: K,
  detail: HeaderEvents[K],
  cancelable = false,
): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }),
  );
}

/** Reports a failure to error tracking: the console and an `shs-error` event for the host. */
export function reportError(host: HTMLElement, message: string, error: unknown): void {
  console.error(message, error);
  emit(host, 'shs-error', { message, error: String(error) });
}

/**
 * Handles a header link activation. In-app links first announce `shs-navigate`; when the host
 * cancels it the header does nothing more. Returns the URL to follow, or undefined when nothing
 * should be followed (cancelled, or unusable: reported as 'Link Click').
 */
export function resolveNavigation(host: HTMLElement, link: HeaderLink): string | undefined {
  if (!acceptUrl(link.href, 'link')) return undefined;
  let url: URL;
  try {
    url = new URL(link.href, window.location.href);
  } catch (error) {
    reportError(host, LINK_CLICK, error);
    return undefined;
  }
  if (link.route) {
    const proceed = emit(
      host,
      'shs-navigate',
      { route: link.route, params: link.params ?? {}, href: url.href },
      true,
    );
    if (!proceed) return undefined;
  }
  return url.href;
}

/** Follows a header link from code (keyboard selection of a search result). */
export function navigate(host: HTMLElement, link: HeaderLink): void {
  const href = resolveNavigation(host, link);
  if (!href) return;
  try {
    window.location.assign(href);
  } catch (error) {
    reportError(host, LINK_CLICK, error);
  }
}
