// The app shell (spec 2.2): header element, side navbar, service selector, page outlet with a
// fade, footer and the session-timeout modal. Pages needing sign-in wait behind Loading...
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Outlet,
  ScrollRestoration,
  matchRoutes,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
} from 'react-router-dom';
import {
  afterAnimations,
  afterNextPaint,
  FirstViewSettledContext,
  useAfterNextPaint,
} from '../../lib/browser/after-paint';
import { whenIdle } from '../../lib/shared/when-idle';
import { isAuthResolved, useAuthStatusStore } from '../../stores/auth-status-store';
import { useServicesStore } from '../../stores/services-store';
import { useUserStore } from '../../stores/user-store';
import { useAppServices } from '../session/app-context';
import { ACTIVE_ICON_SUFFIX } from '../../components/icon/nav-icon-name';
import { Breadcrumbs, useHasTrail } from './breadcrumbs';
import './compact-shell.css';
import { documentTitle } from './document-title';
import { pageTitles } from '../../lib/routing/page-titles';
import { useText } from '../../lib/shared/i18n/use-text';
import { appText } from '../text';
import { markFirstViewPainted, markFirstViewSettled } from './first-view';
import { loginRedirectTarget } from '../routing/guards';
import { LoadingScreen } from '../loading-screen';
import { navItems } from '../routing/nav-items';
import type { NavCounts } from './nav-attention';
import { ProgressBar } from './progress-bar';
import { useProgressStore } from '../routing/progress-store';
import { isServiceScoped, routeHandle } from '../../lib/routing/route-handle';
import { shellRoutes } from '../routing/route-table';
import { ServiceSelectorSlot } from './service-selector-slot';
import { clearChatSession } from '../session/chat-session';
import { AccountCentreHeader, inAppPath, type ShsNavigateDetail } from './account-centre-header';
import { OfflineNotice } from './offline-notice';
import { SideNavbar } from './side-navbar';
import { SkipLink } from './skip-link';
import { useRouteFades } from './use-route-fade';
import { useServiceFromLink } from './use-service-from-link';
import { useStoreLookup } from './use-store-lookup';
import { loadWhenOnline } from '../../lib/browser/when-online';
import { withWords } from '../../lib/i18n/language';
import { endPrepaint } from '../prepaint';

// The footer (its links' table, Site Settings) follows the first view, when the thread is idle.
// Each lazy part shows once its words are in the customer's language (withWords).
const AppFooter = lazy(async () => ({
  default: (await withWords(loadWhenOnline(() => import('./footer')))).AppFooter,
}));

// Chat launcher, session-timeout modal and toast viewport: likewise, after the first view.
const ShellExtras = lazy(async () => ({
  default: (await withWords(loadWhenOnline(() => import('./shell-extras')))).ShellExtras,
}));

// The navbar's counts of what needs action: the attention query and its rules, after the first view.
const NavAttention = lazy(async () => ({
  default: (await import('./nav-attention')).NavAttention,
}));

export function AppShell() {
  const { config, session } = useAppServices();
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const handle = routeHandle(matches.at(-1));
  const serviceScoped = isServiceScoped(matches);
  const showTrail = useHasTrail();
  useServiceFromLink();
  const requiresAuth = handle?.requiresAuth ?? true;

  const isAuthenticated = useAuthStatusStore((state) => state.isAuthenticated);
  const hasUserinfo = useAuthStatusStore((state) => state.hasUserinfo);
  const noContactFound = useAuthStatusStore((state) => state.noContactFound);
  const errorId = useAuthStatusStore((state) => state.errorId);
  const loginRedirect = useAuthStatusStore((state) => state.loginRedirect);
  const user = useUserStore((state) => state.user);
  const selectedServiceName = useServicesStore((state) => state.selectedServiceName);

  const pageTitle = useText(pageTitles);
  const t = useText(appText);
  const routes = useMemo(() => shellRoutes(config?.showPurchaseHistory === true), [config]);
  const items = useMemo(() => navItems(routes), [routes]);
  // What needs action per area (nav-attention.tsx), shown on the navbar and in the header's menu.
  const [navCounts, setNavCounts] = useState<NavCounts>({});
  // Below 1025 px the header's one menu button holds these too (the side navbar hides there),
  // with the same counts in words: "Billing (3 need your attention)".
  const menuItems = useMemo(
    () =>
      items.map((item) => {
        const count = navCounts[item.to] ?? 0;
        const words = pageTitle(item.display);
        const display =
          count > 0
            ? t('nav.withAttention', { entry: words, attention: t('nav.attention', { count }) })
            : words;
        return {
          display,
          href: item.to,
          route: item.to,
          // Spec 3 nav item icons: the registry's, its active variant on the current page.
          iconName: item.icon,
          activeIconName: `${item.icon}${ACTIVE_ICON_SUFFIX}`,
        };
      }),
    [items, navCounts, pageTitle, t],
  );
  const services = useMemo(
    () => (user ? user.services.names.flatMap((name) => user.services.byName[name] ?? []) : []),
    [user],
  );

  // Once the first view is painted: the header element's chunk (first-view.ts). Once it has
  // settled (an entrance animation finished too, if it has one: lib/browser/after-paint.ts):
  // the header element's upgrade, the refresh of a cached user, analytics, the store lookup and
  // the page's own later parts (FirstViewSettledContext). The interactive service selector, the
  // footer, the chat, the session-timeout modal and the toasts wait further, for an idle moment:
  // their chunks would lengthen the task that loads the page's own parts.
  const painted = useAfterNextPaint();
  useEffect(() => {
    if (painted) markFirstViewPainted();
  }, [painted]);
  const fadeRef = useRef<HTMLDivElement>(null);
  const fades = useRouteFades(location.pathname);
  const [settled, setSettled] = useState(false);
  // The later parts' renders are transitions, which React splits into short tasks: as plain
  // updates from a timer each was one task of 60 to 150 ms at 4x CPU (issue 29, TBT).
  useEffect(
    () => afterAnimations(fadeRef.current, () => startTransition(() => setSettled(true))),
    [],
  );
  useStoreLookup(selectedServiceName, isAuthenticated && hasUserinfo && settled);
  const [extrasReady, setExtrasReady] = useState(false);
  useEffect(() => {
    if (!settled) return;
    markFirstViewSettled();
    return whenIdle(() => startTransition(() => setExtrasReady(true)));
  }, [settled]);

  // Stop the bar when a navigation settles. The location is a dependency too: a navigation
  // whose loading step React batches away never shows `navigation.state` changing here.
  useEffect(() => {
    if (navigation.state === 'idle') useProgressStore.getState().done();
  }, [navigation.state, location.key]);

  const title = documentTitle(matches, pageTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);

  // After an in-app navigation, move focus to the new page so screen readers start there.
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  const returnPath = `${location.pathname}${location.search}${location.hash}`;
  const logout = useCallback(() => {
    void clearChatSession(config)
      .then(() => session.logout())
      .catch((error: unknown) => console.error('Logout failed.', error));
  }, [session, config]);
  // The page switches to the chosen service after the next paint: the selector (or the header's
  // menu) shows the choice first. Re-rendering the shell and the page for the new service inside
  // the click held that paint 200 to 350 ms at 4x CPU (issue 29, INP).
  const selectService = useCallback(
    (serviceName: string) => {
      if (!user) return;
      afterNextPaint(() => useServicesStore.getState().select(serviceName, user.services));
    },
    [user],
  );
  const takeNavigation = useCallback(
    (detail: ShsNavigateDetail) => {
      const isAppPath = (pathname: string) =>
        (matchRoutes(routes, pathname) ?? []).at(-1)?.route.path !== '*';
      const path = inAppPath(detail.href, window.location.origin, isAppPath);
      if (path) void navigate(path);
      return path !== null;
    },
    [routes, navigate],
  );

  const showNavbar = isAuthenticated && !errorId;
  const showSelector = showNavbar && serviceScoped && Boolean(user);
  // A page needing sign-in waits for user info, and never shows while guard 4 is about to move
  // the user to the login-redirect target (the account error page after an account problem).
  const waiting =
    requiresAuth &&
    (!isAuthResolved({ isAuthenticated, hasUserinfo, noContactFound }) ||
      loginRedirectTarget(location.pathname, loginRedirect, noContactFound) !== null);
  // The page replaces the loader in a transition, which React splits into short tasks. User info
  // arrives through a store (useSyncExternalStore), whose updates render at once: mounting a
  // whole page inside that render was one task of some 150 ms at 4x CPU (issue 29, /profile on a
  // new tab). Going back to waiting is never deferred.
  const stillWaiting = useDeferredValue(waiting);
  const showLoader = waiting || stillWaiting;
  // The landing page's frame (index.html) gives way once a page is here, before it is painted.
  useLayoutEffect(() => {
    if (!showLoader) endPrepaint();
  }, [showLoader]);

  return (
    <div className="app">
      <SkipLink targetRef={mainRef} />
      <ProgressBar />
      <AccountCentreHeader
        loggedIn={isAuthenticated}
        services={services}
        currentService={selectedServiceName}
        onLogin={() => void session.signIn(returnPath)}
        onLogout={logout}
        onServiceChange={selectService}
        onNavigate={takeNavigation}
        signInTokens={session.signInTokens}
        menuItems={showNavbar ? menuItems : []}
      />
      <div className={showNavbar ? 'app-body' : 'app-body app-body--no-nav'}>
        {showNavbar ? <SideNavbar items={items} onLogout={logout} counts={navCounts} /> : null}
        {showNavbar && extrasReady && user?.customerId && hasUserinfo ? (
          <Suspense fallback={null}>
            <NavAttention
              customerId={user.customerId}
              pathname={location.pathname}
              onCounts={setNavCounts}
            />
          </Suspense>
        ) : null}
        <main id="main-content" ref={mainRef} className="app-main" tabIndex={-1}>
          {showLoader ? (
            <LoadingScreen />
          ) : (
            <>
              {showTrail || showSelector ? (
                <div className="app-main__bar">
                  <Breadcrumbs />
                  {showSelector && user ? (
                    <ServiceSelectorSlot
                      services={user.services}
                      selectedServiceName={selectedServiceName}
                      onSelect={selectService}
                      interactive={extrasReady}
                    />
                  ) : null}
                </div>
              ) : null}
              <div
                key={location.pathname}
                ref={fadeRef}
                className={fades ? 'route-fade' : undefined}
              >
                <FirstViewSettledContext.Provider value={settled}>
                  <Outlet />
                </FirstViewSettledContext.Provider>
              </div>
            </>
          )}
        </main>
      </div>
      {extrasReady ? (
        <Suspense fallback={null}>
          <AppFooter config={config} />
        </Suspense>
      ) : null}
      {extrasReady ? (
        <Suspense fallback={null}>
          <ShellExtras
            config={config}
            session={session}
            isAuthenticated={isAuthenticated}
            chatUser={showNavbar ? user : null}
            selectedServiceName={selectedServiceName}
            returnPath={returnPath}
          />
        </Suspense>
      ) : null}
      {/* In the first load: offline, the lazily loaded parts would never arrive to say so. */}
      <OfflineNotice />
      <ScrollRestoration />
    </div>
  );
}

/** Shown while the first navigation's guards run (sign-in check, user info). */
export function FirstLoadFallback() {
  return (
    <main className="loading-screen loading-screen--page">
      <LoadingScreen />
    </main>
  );
}
