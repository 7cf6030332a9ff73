// <shs-header>'s React tree: attributes + runtime config -> links, sign-in, commerce, and the parts.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import type { SearchResult } from '../commerce/api';
import { navigate } from '../events';
import { emit } from '../events';
import { useAuth } from '../hooks/use-auth';
import { useCommerce } from '../hooks/use-commerce';
import { useCustomerCookie } from '../hooks/use-customer-cookie';
import { useDismiss } from '../hooks/use-dismiss';
import { useHostAttributes } from '../hooks/use-host-attributes';
import { useRuntimeConfig } from '../hooks/use-runtime-config';
import { useScrollLock } from '../hooks/use-scroll-lock';
import { useScrollHide, useViewportWidth } from '../hooks/use-viewport';
import { shopCategories, smartOffers } from '../rules/catalogue';
import { DESKTOP_MIN_WIDTH, SEARCH_INLINE_MIN_WIDTH } from '../rules/layout';
import { headerLinks, safeSearchResults, searchResultLink, type LinkInput } from '../rules/links';
import { selectService, withServicePrefix } from '../../src/lib/shared/services';
import { resolveSettings } from '../settings';
import { whenIdle } from '../../src/lib/shared/when-idle';
import { LocaleContext } from '../../src/lib/shared/i18n/use-text';
import { translator } from '../../src/lib/shared/i18n/catalogue';
import { DEFAULT_LOCALE } from '../../src/lib/shared/i18n/locales';
import { elementLocale, useLoadedLocale } from '../locale';
import { headerText } from '../text';
import { AfterPaint } from './after-paint';
import { HeaderContext, type HeaderContextValue } from './context';
import { HeaderLink } from './header-link';
import { BrandMark, HeaderIcon } from './icons';
import { MenuBackdrop } from './menu-backdrop';
import { ProfileMenu } from './profile-menu';
import { SearchBox } from './search-box';
import { SubNav } from './sub-nav';
import { TopNav, type TopMenu } from './top-nav';

// Built on first open only; the chunk loads then, or earlier when the page is idle.
const loadMenus = () => import('./menus');
const ShopPanel = lazy(() => loadMenus().then((m) => ({ default: m.ShopPanel })));
const OffersPanel = lazy(() => loadMenus().then((m) => ({ default: m.OffersPanel })));
const MobileMenu = lazy(() => loadMenus().then((m) => ({ default: m.MobileMenu })));

/** A host element may carry a search function set by its page (`element.search = fn`). */
type SearchableHost = HTMLElement & { search?: (query: string) => Promise<SearchResult[]> };

/** Props r2wc passes: the shadow root the tree renders into. */
export interface ShsHeaderProps {
  container?: ShadowRoot | HTMLElement;
}

function hostOf(container: ShsHeaderProps['container']): HTMLElement {
  if (container && 'host' in container) return container.host as HTMLElement;
  if (container) return container;
  throw new Error('<shs-header> rendered without its element');
}

/**
 * Counts renders of the whole header on its element (`element[Symbol.for('shs-header.renders')]`):
 * a diagnostic for the "renders once at upgrade" budget, read by the element tests.
 */
export const RENDER_COUNT = Symbol.for('shs-header.renders');

/** The whole header. */
export function ShsHeader({ container }: ShsHeaderProps) {
  const host = hostOf(container) as SearchableHost & { [RENDER_COUNT]?: number };
  host[RENDER_COUNT] = (host[RENDER_COUNT] ?? 0) + 1;
  const attrs = useHostAttributes(host);
  // Its own words: the element's lang, else the page's (useHostAttributes re-renders when either
  // changes), else English; a new language shows once its words are here (define.ts waits for
  // them before the first render). The parts below take them from LocaleContext with useText.
  const locale = useLoadedLocale(headerText, elementLocale(attrs.lang)) ?? DEFAULT_LOCALE;
  const t = translator(headerText, locale);
  const config = useRuntimeConfig(attrs.configUrl);
  const settings = useMemo(
    () => resolveSettings(attrs, config, window.location.href),
    [attrs, config],
  );
  const auth = useAuth(host, attrs, settings.authority);
  const isCustomer = useCustomerCookie(auth.loggedIn);
  const width = useViewportWidth();
  const { hidden, scrollY } = useScrollHide(width);
  const desktop = width >= DESKTOP_MIN_WIDTH;

  // The selected service: the host's data-current-service, or a choice made in the profile menu.
  const [chosen, setChosen] = useState<string>();
  useEffect(() => setChosen(undefined), [attrs.currentService]);
  const selected = selectService(attrs.services, chosen ?? attrs.currentService);
  const serviceName = selected
    ? withServicePrefix(selected.serviceName)
    : attrs.currentService && withServicePrefix(attrs.currentService);
  const commerce = useCommerce(settings.commerceUrl, serviceName, auth, auth.endSession);
  const categories = serviceName ? shopCategories(commerce.info?.catalog.categories ?? []) : [];
  const offers = smartOffers(commerce.info?.catalog.categories ?? []);
  const cartCount = attrs.cartCount ?? commerce.info?.cartItemsCount ?? 0;

  const [menu, setMenu] = useState<TopMenu | 'mobile' | null>(null);
  // The page URL changes without a load when the host's router takes a link (or on back/forward):
  // re-read it so the current sub nav item and the in-app link rules follow.
  const [pageHref, setPageHref] = useState(() => window.location.href);
  useEffect(() => {
    const onPop = () => setPageHref(window.location.href);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const closeAll = useCallback(() => {
    setMenu(null);
    setPageHref(window.location.href);
  }, []);
  const bar = useRef<HTMLDivElement>(null);
  // A keyboard user tabbing into the hidden header must see where focus went.
  const [focusInside, setFocusInside] = useState(false);
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const onIn = () => setFocusInside(true);
    const onOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && el.contains(event.relatedTarget)))
        setFocusInside(false);
    };
    el.addEventListener('focusin', onIn);
    el.addEventListener('focusout', onOut);
    return () => {
      el.removeEventListener('focusin', onIn);
      el.removeEventListener('focusout', onOut);
    };
  }, []);
  const shopButton = useRef<HTMLButtonElement>(null);
  const offersButton = useRef<HTMLButtonElement>(null);
  const mobileButton = useRef<HTMLButtonElement>(null);
  const returnFocus =
    menu === 'shop' ? shopButton : menu === 'offers' ? offersButton : mobileButton;
  useDismiss(menu !== null, bar, returnFocus, closeAll);
  useScrollLock(!desktop && menu === 'mobile');
  // A layout change (rotate, resize across 1025px) closes what the other layout opened.
  useEffect(() => setMenu(null), [desktop]);
  // The menus' code arrives while the page is idle, so a first open does not wait for it; its
  // styles are adopted into the shadow root then too (no render), so a first open does not add
  // a sheet and restyle the whole header in the click: that held the menu's first paint at 4x
  // CPU (issue 29, INP).
  useEffect(
    () =>
      whenIdle(() => void loadMenus().then(({ adoptMenuStyles }) => adoptMenuStyles(host)), 5000),
    [host],
  );

  const links = useMemo<LinkInput>(
    () => ({
      sites: settings.sites,
      paths: settings.paths,
      pageHref,
      isCustomer,
      serviceName,
      homeRoute: attrs.homeRoute,
      homeHref: attrs.homeHref,
    }),
    [settings, pageHref, isCustomer, serviceName, attrs.homeRoute, attrs.homeHref],
  );
  const context = useMemo<HeaderContextValue>(
    () => ({ host, links, closeAll }),
    [host, links, closeAll],
  );
  const l = headerLinks(links);

  const runSearch = useCallback(
    async (query: string): Promise<SearchResult[]> => {
      emit(host, 'shs-search', { query });
      if (typeof host.search === 'function') return safeSearchResults(await host.search(query));
      if (!settings.commerceUrl) return [];
      const { searchCatalogue } = await import('../commerce/api');
      const tokens = await auth.getTokens();
      try {
        return safeSearchResults(
          await searchCatalogue({ base: settings.commerceUrl, tokens }, query),
        );
      } catch (error) {
        if (tokens && (error as { status?: number }).status === 401) auth.endSession();
        throw error;
      }
    },
    [host, settings.commerceUrl, auth],
  );

  const selectServiceName = (name: string) => {
    setChosen(name);
    emit(host, 'shs-service-change', { serviceName: name });
  };

  // The drawer's content is built on first open, not at upgrade: most visitors never open it.
  const [drawerBuilt, setDrawerBuilt] = useState(false);
  // Keyboard order of an open dropdown: its button, then its links, then the next nav entry (the
  // panel sits at the end of the bar in the DOM, so Tab alone would walk the rest of the header).
  const panelLinks = (m: TopMenu) => [
    ...(bar.current?.querySelectorAll<HTMLElement>(`#shs-panel-${m} a[href]`) ?? []),
  ];
  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>, m: TopMenu) => {
    if (event.key !== 'Tab' || event.shiftKey || menu !== m) return;
    const first = panelLinks(m)[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || (menu !== 'shop' && menu !== 'offers')) return;
    const links = panelLinks(menu);
    const trigger = (menu === 'shop' ? shopButton : offersButton).current;
    if (!trigger) return;
    if (event.shiftKey && event.target === links[0]) {
      event.preventDefault();
      trigger.focus();
    } else if (!event.shiftKey && event.target === links.at(-1)) {
      const order = [
        ...(bar.current?.querySelectorAll<HTMLElement>(
          '.main a[href], .main button, .main input',
        ) ?? []),
      ];
      const next = order[order.indexOf(trigger) + 1];
      if (!next) return;
      event.preventDefault();
      next.focus();
    }
  };

  const toggle = (m: TopMenu | 'mobile') => {
    if (m === 'mobile') setDrawerBuilt(true);
    setMenu((current) => (current === m ? null : m));
  };
  const label = t('cart', { count: cartCount });
  // What the menu button controls until the drawer is built.
  const drawerPlaceholder = <div id="shs-mobile-menu" className="drawer" hidden />;

  return (
    <LocaleContext.Provider value={locale}>
      <HeaderContext.Provider value={context}>
        <MenuBackdrop open={!desktop && menu === 'mobile'} />
        <div
          className="bar"
          part="bar"
          lang={locale}
          ref={bar}
          data-hidden={hidden && menu === null && !focusInside ? 'true' : 'false'}
          data-layout={desktop ? 'desktop' : 'mobile'}
        >
          <div className="main">
            {!desktop && (
              <button
                ref={mobileButton}
                type="button"
                className="icon-button menu-toggle"
                part="icon-button"
                aria-label={t('menu')}
                aria-expanded={menu === 'mobile'}
                aria-controls="shs-mobile-menu"
                onClick={() => toggle('mobile')}
              >
                <HeaderIcon name={menu === 'mobile' ? 'close' : 'menu'} />
              </button>
            )}
            <HeaderLink className="brand" part="brand" link={l.home} aria-label={t('home')}>
              <BrandMark />
              <span className="brand-name">
                {/* eslint-disable i18next/no-literal-string -- the brand name, never translated */}
                Smart Home <strong>Security</strong>
                {/* eslint-enable i18next/no-literal-string */}
              </span>
            </HeaderLink>
            {desktop && (
              <TopNav
                hasShopMenu={categories.length > 0}
                hasOffersMenu={offers.length > 0}
                open={menu === 'shop' || menu === 'offers' ? menu : null}
                onToggle={toggle}
                onTriggerKey={onTriggerKey}
                shopButton={shopButton}
                offersButton={offersButton}
              />
            )}
            <div className="icon-nav">
              <SearchBox
                inline={width >= SEARCH_INLINE_MIN_WIDTH}
                searchOnClick={attrs.searchOnClick}
                placeholder={attrs.searchPlaceholder ?? t('search.placeholder')}
                runSearch={runSearch}
                onFollow={(result) => navigate(host, searchResultLink(links, result.linkTo))}
              />
              <HeaderLink
                className="icon-button"
                part="icon-button"
                link={l.wishlist}
                aria-label={t('wishlist')}
              >
                <HeaderIcon name="heart" />
              </HeaderLink>
              <ProfileMenu
                loggedIn={auth.loggedIn}
                userName={auth.user?.profile?.name ?? auth.user?.profile?.email}
                services={attrs.services}
                selected={selected}
                onSelectService={selectServiceName}
                signInFailed={auth.signInFailed}
                onLogIn={auth.logIn}
                onLogOut={auth.logOut}
              />
              <HeaderLink
                className="icon-button cart"
                part="icon-button"
                link={l.cart}
                aria-label={label}
                title={label}
              >
                <HeaderIcon name="cart" />
                {cartCount > 0 && (
                  <span className="cart-count" part="cart-count" aria-hidden="true">
                    {cartCount > 99 ? '99+' : cartCount}
                  </span>
                )}
              </HeaderLink>
            </div>
          </div>
          <Suspense fallback={null}>
            {desktop && menu === 'shop' && (
              <ShopPanel categories={categories} onKeyDown={onPanelKey} />
            )}
            {desktop && menu === 'offers' && <OffersPanel offers={offers} onKeyDown={onPanelKey} />}
          </Suspense>
          {!desktop && (
            <Suspense fallback={drawerPlaceholder}>
              {drawerBuilt ? (
                <MobileMenu
                  open={menu === 'mobile'}
                  categories={categories}
                  offers={offers}
                  hostItems={{ items: attrs.menuItems, pageHref }}
                />
              ) : (
                drawerPlaceholder
              )}
            </Suspense>
          )}
          {attrs.subNav.length > 0 && (
            // The second row renders right after the bar's first paint (its height is reserved by
            // shs-header.css), so neither render is one long task on the host page.
            <AfterPaint>
              <SubNav
                items={attrs.subNav}
                pageHref={pageHref}
                viewportWidth={width}
                scrollY={scrollY}
              />
            </AfterPaint>
          )}
        </div>
      </HeaderContext.Provider>
    </LocaleContext.Provider>
  );
}
