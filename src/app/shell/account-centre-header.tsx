// The storefront header custom element at the top of the shell, in host auth mode: the account
// centre owns sign-in and routing, the header only reports what the user asked for
// (docs/contracts.md, "<shs-header> between the element and its host page").
import { useEffect, useRef, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { headerTheme, useThemeChoice } from '../../lib/browser/theme-choice';
import type { Service } from '../../lib/shared/services';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'shs-header': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/** `detail` of the header's shs-navigate event. */
export interface ShsNavigateDetail {
  route?: string;
  params?: Record<string, string>;
  href?: string;
}

/**
 * The in-app path a header link points at, or null when the SPA must not take it (another
 * origin, or a path the account centre has no page for).
 */
export function inAppPath(
  linkHref: string | undefined,
  origin: string,
  isAppPath: (pathname: string) => boolean,
): string | null {
  if (!linkHref) return null;
  let url: URL;
  try {
    url = new URL(linkHref, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !isAppPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Props of {@link AccountCentreHeader}. */
export interface AccountCentreHeaderProps {
  loggedIn: boolean;
  services: readonly Service[];
  currentService: string | null;
  onLogin: () => void;
  onLogout: () => void;
  onServiceChange: (serviceName: string) => void;
  /** Returns true when it took the navigation (the header then does not follow the link). */
  onNavigate: (detail: ShsNavigateDetail) => boolean;
  /**
   * The signed-in tokens for the header's commerce calls (spec 7.1), called before each one:
   * set as the element's `signInTokens` property (README, "In the account centre").
   */
  signInTokens: () => { accessToken: string; idToken: string } | null;
  /** The account centre's own navigation, listed in the header's mobile menu. */
  menuItems?: readonly { display: string; href: string; route: string }[];
}

export function AccountCentreHeader(props: AccountCentreHeaderProps) {
  const ref = useRef<HTMLElement>(null);
  // The header is light unless told: in the account centre it follows the customer's choice.
  const themeChoice = useThemeChoice();
  const handlers = useRef(props);
  useEffect(() => {
    handlers.current = props;
  });
  useEffect(() => {
    const element = ref.current as (HTMLElement & { signInTokens?: unknown }) | null;
    if (!element) return;
    // Set before the element is defined (it is, after the first view): the header reads the
    // property when it calls, so the first commerce call of a signed-in customer is signed.
    element.signInTokens = () => handlers.current.signInTokens();
    const onLogin = (event: Event) => {
      event.preventDefault();
      handlers.current.onLogin();
    };
    const onLogout = (event: Event) => {
      event.preventDefault();
      handlers.current.onLogout();
    };
    const onServiceChange = (event: Event) => {
      const name = (event as CustomEvent<{ serviceName?: string }>).detail?.serviceName;
      if (name) handlers.current.onServiceChange(name);
    };
    const onNavigate = (event: Event) => {
      const detail = (event as CustomEvent<ShsNavigateDetail>).detail ?? {};
      if (handlers.current.onNavigate(detail)) event.preventDefault();
    };
    element.addEventListener('shs-login', onLogin);
    element.addEventListener('shs-logout', onLogout);
    element.addEventListener('shs-service-change', onServiceChange);
    element.addEventListener('shs-navigate', onNavigate);
    return () => {
      element.removeEventListener('shs-login', onLogin);
      element.removeEventListener('shs-logout', onLogout);
      element.removeEventListener('shs-service-change', onServiceChange);
      element.removeEventListener('shs-navigate', onNavigate);
    };
  }, []);
  return (
    <shs-header
      ref={ref}
      data-auth-mode="host"
      data-logged-in={String(props.loggedIn)}
      data-services={JSON.stringify(props.services)}
      data-current-service={props.currentService ?? ''}
      data-config-url="/config.json"
      data-menu-items={JSON.stringify(props.menuItems ?? [])}
      data-theme={headerTheme(themeChoice)}
    />
  );
}
