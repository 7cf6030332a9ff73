// The DOM events <shs-header> emits on its host element (the README lists them).
import { acceptUrl } from '../src/lib/shared/safe-url';
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

/** How each event is documented for hosts (custom-elements.json and the TS declarations). */
export interface EventDoc {
  /** The `detail` type, as TypeScript text (kept in step with {@link HeaderEvents} by a test). */
  detail: string;
  cancelable: boolean;
  description: string;
}

/** Every event the element emits: bubbling and composed, on the host element. */
export const EVENT_DOCS: Record<keyof HeaderEvents, EventDoc> = {
  'shs-navigate': {
    detail: '{ route: string; params: Record<string, string>; href: string }',
    cancelable: true,
    description:
      'An in-app link was chosen. A host router calls preventDefault() and routes to detail.href (or detail.route with detail.params); otherwise the header follows the link.',
  },
  'shs-service-change': {
    detail: '{ serviceName: string }',
    cancelable: false,
    description: "The customer chose another service in the profile menu ('S-' prefix added).",
  },
  'shs-login': {
    detail: 'Record<string, never>',
    cancelable: true,
    description: 'Log In was pressed. In host mode the host signs in (call preventDefault()).',
  },
  'shs-logout': {
    detail: 'Record<string, never>',
    cancelable: true,
    description: 'Log Out was pressed. In host mode the host signs out (call preventDefault()).',
  },
  'shs-search': {
    detail: '{ query: string }',
    cancelable: false,
    description: 'A search ran with this trimmed query.',
  },
  'shs-error': {
    detail: '{ message: string; error: string }',
    cancelable: false,
    description: "A failure reported to error tracking (for example 'Link Click').",
  },
};

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

/**
 * Reports a failure to error tracking: the console and an `shs-error` event for the host, which
 * error-tracking.ts (loaded with the menus, off the first load) forwards to a tracker.
 */
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
