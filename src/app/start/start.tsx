// Wires the configured singletons together and renders the app. Called once by main.tsx.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { afterPageQuiet } from '../../lib/browser/after-page-quiet';
import { afterLoadWhenIdle } from '../../lib/shared/when-idle';
import { INTL_LOCALES } from '../../lib/shared/i18n/locales';
import { warmUpFormats } from '../../lib/shared/intl-formats';
import { configureApiClient } from '../../lib/http/api-client';
import {
  hasSsoSection,
  loadRuntimeConfig,
  setRuntimeConfig,
  validateSsoConfig,
  type RuntimeConfig,
  type ValidSsoConfig,
} from '../../lib/shared/config';
import { isFeatureOn } from '../../lib/shared/features';
import { keepEarlyErrors } from '../../lib/monitoring/early-errors';
import { readTrid } from '../../lib/shared/request-headers';
import { rememberCameFrom, rememberReferrer } from '../../lib/auth/return-path';
import { readStoredSignIn, readStoredUser } from '../../lib/shared/stored-user';
import { useUserStore } from '../../stores/user-store';
import { href, isAppPath, PATHS } from '../../lib/routing/paths';
import { AppProviders } from '../session/providers';
import { endPrepaint, PREPAINT_LIMIT_MS } from '../prepaint';
import { afterFirstPaint, afterFirstView } from '../shell/first-view';
import { createAppRouter } from '../routing/router';
import { Session } from '../session/session';
import { showSignedOutHere, watchSignOutElsewhere } from '../session/signed-out-elsewhere';
import { writeUserCache } from '../session/user-cache';
import { followOtherTabs, showLanguage, startingLocale } from '../../lib/i18n/language';

/** The validated sign-in settings, or null (with the config's sso dropped) when invalid. */
function validSso(config: RuntimeConfig | null): {
  sso: ValidSsoConfig | null;
  config: RuntimeConfig | null;
} {
  if (!config || !hasSsoSection(config)) return { sso: null, config };
  try {
    return { sso: validateSsoConfig(config.sso), config };
  } catch (error) {
    // Spec 5: a missing sign-in value raises; the guard then shows the 503 configuration page.
    console.error(error);
    return { sso: null, config: { ...config, sso: undefined } };
  }
}

export async function startApp(container: HTMLElement): Promise<void> {
  keepEarlyErrors();
  // The request library (its own chunk, not first-load) is fetched now, beside the page's code:
  // the first call (user info) was made only once the router had started, and on a cold visit at
  // 4x CPU it then waited some 300 ms for this download before it could be sent (issue 29). A
  // visitor without a session never runs this (the way-in script sends them to sign in).
  import('ofetch').catch((error: unknown) => console.error('The request library failed.', error));
  rememberReferrer(document.referrer, window.location.origin);
  rememberCameFrom(document.referrer, window.location.origin, isAppPath);
  // The customer's language (issue 28): for a Spanish reader its first words load beside the
  // config, so the first paint is already in Spanish; English is in the entry already.
  const locale = startingLocale();
  const language = showLanguage(locale).catch((error: unknown) =>
    console.error('The words of the chosen language could not be loaded.', error),
  );
  followOtherTabs();
  // index.html preloads /config.json, so this answer is usually here before the script runs.
  const { sso, config } = validSso(await loadRuntimeConfig());
  setRuntimeConfig(config);
  const storage = window.localStorage;
  // The stored user is read straight from storage (the shared rule): the sign-in library is not
  // needed to know who is signed in, so it is not part of the first load.
  const stored = () => (sso ? readStoredSignIn(storage, sso.authority, sso.clientId) : undefined);
  const loadAuth = sso
    ? () =>
        import('../../lib/auth/auth').then(({ createAuthService }) =>
          createAuthService(sso, {
            origin: window.location.origin,
            tokenExpireWindow: config?.tokenExpireWindow,
            userStorage: storage,
          }),
        )
    : null;
  const session = new Session(
    loadAuth,
    storage,
    () => (sso ? readStoredUser(storage, sso.authority, sso.clientId) : undefined),
    window.sessionStorage,
    afterFirstView,
  );
  let sessionEnded = false;
  const currentTokens = () => {
    const user = stored();
    return user?.access_token ? { accessToken: user.access_token, idToken: user.id_token } : null;
  };
  configureApiClient({
    getTokens: currentTokens,
    getStoreBackendUrls: () => config?.storeBackendUrls ?? [],
    readTrid,
    // The sign-in library loads on demand; a refused token is the moment it is needed.
    refreshTokens: async (refused) =>
      (await session.getAuth())?.refreshAfterRejection(refused) ?? false,
    // The server ended the session (revoked, signed out elsewhere): sign in again and come back
    // here, instead of showing pages that silently have no data. Once, however many calls fail.
    onSessionEnded: () => {
      if (sessionEnded || !sso) return;
      sessionEnded = true;
      const { pathname, search, hash } = window.location;
      session.clearLocalState();
      void session.getAuth().then(async (auth) => {
        if (!auth) return;
        await auth.userManager.removeUser();
        await session.signIn(`${pathname}${search}${hash}`, true);
      });
    },
    // A change that needs a recent sign-in asks "Confirm it's you" (the shell shows it); the
    // store is tiny, but it is no part of the first view, so it comes when a change asks.
    confirmRecentSignIn: () =>
      import('../../stores/recent-sign-in-store').then(({ useRecentSignInStore }) =>
        useRecentSignInStore.getState().ask(),
      ),
    onStatusPage: (status) => {
      if ((PATHS.errorAliases as readonly string[]).includes(window.location.pathname)) return;
      // User info may fail before the router exists (it loads beside the first page's code).
      void Promise.all([routerReady, import('../errors/error-content')]).then(
        ([router, { statusPageState }]) =>
          router.navigate(href.status(status, statusPageState(status))),
      );
    },
  });
  // Changes made in this tab (a new email, a renamed service) keep the reload cache current.
  useUserStore.subscribe((state) => {
    const sub = stored()?.profile?.sub;
    if (state.user && sub) writeUserCache(window.sessionStorage, sub, state.user);
  });

  const routerReady = createAppRouter(session, config);
  // The first number format of a page's life costs some 20 ms, 80 at 4x CPU (ICU starts up its
  // number formatting; later formats cost a fraction of a millisecond). It is paid here, in a
  // task of its own while the page's code downloads, not in the render of the first amount: that
  // render cannot be split (query data arrives through useSyncExternalStore), and paid there it
  // was one long task after the first paint (issue 29, TBT). Warming up once the first view was
  // painted lost the race to the data whenever the API answered quickly.
  setTimeout(() => warmUpFormats(INTL_LOCALES[locale]), 0);
  const router = await routerReady;
  await language;

  // Another tab's sign-out is heard from now on, not only once the sign-in library has loaded.
  if (sso) watchSignOutElsewhere(() => showSignedOutHere(session, router));

  // The library (silent renewal, other tabs, session monitor) arrives once the page has loaded
  // what it shows, when the main thread is idle (a refused token loads it at once, above).
  if (sso) {
    afterFirstView(() =>
      afterPageQuiet(() => {
        void Promise.all([session.getAuth(), import('../session/session-watch')])
          .then(([auth, { watchSession }]) => auth && watchSession(auth, session, router))
          .catch((error: unknown) => console.error('The sign-in library failed to load.', error));
      }),
    );
  }

  // Error tracking and real-user speed (their own chunk): once the page has loaded what it shows
  // (errors before then are kept by keepEarlyErrors and reported when it starts).
  afterFirstView(() =>
    afterPageQuiet(() => {
      import('./monitoring-wiring')
        .then(({ wireMonitoring }) => wireMonitoring(router, config))
        .catch((error: unknown) => console.error('Monitoring failed to start.', error));
    }),
  );

  // Analytics records from once the first view has settled, the window has loaded and the main
  // thread is idle: the page view and the clicks of the page the customer is on, even one they
  // leave within seconds (analytics-collector.e2e.ts). Its library (mixpanel, its own chunk) loads
  // later still, once the page has what it shows (analytics-wiring.ts).
  // Switched off (config features.analytics), its code is never fetched.
  afterFirstView(() =>
    afterLoadWhenIdle(() => {
      if (!isFeatureOn('analytics', config)) return;
      import('./analytics-wiring')
        .then(({ wireAnalytics }) => wireAnalytics(router, config))
        .catch((error: unknown) => console.error('Analytics error:', error));
    }),
  );

  // A page's code loads when the customer shows the intent to open it (a pointer over, or the
  // focus on, a link to it), so the click only changes route. Its own small chunk: not first-load.
  afterFirstView(() => {
    import('../routing/prefetch-on-intent')
      .then(({ prefetchOnIntent }) => prefetchOnIntent(router))
      .catch((error: unknown) => console.error('Prefetching pages failed to start.', error));
  });

  // The storefront header runs on this app's React (docs/contracts.md); its host rules reserve
  // its height. Its chunk is fetched once the first frame is on screen (starting the download
  // and its preloads cost the main thread some 6 ms at 4x ahead of the first render) and it is
  // defined once the first view has settled: upgrading it (its stylesheets, its own React root)
  // earlier would hold back the page's first paint or the end of its fade.
  afterFirstPaint(() => {
    const headerModule = import('../../../header-element/define');
    afterFirstView(() => {
      headerModule
        .then(({ defineShsHeader }) => defineShsHeader())
        .catch((error: unknown) =>
          console.error('The <shs-header> element failed to load.', error),
        );
    });
  });

  // However the first view goes, the app's own screen shows after a few seconds: the landing
  // page's frame (prepaint.ts) is no place to wait for long with nothing changing.
  window.setTimeout(() => endPrepaint(), PREPAINT_LIMIT_MS);

  // A transition: React renders the first view in short tasks instead of one long one (issue 29,
  // TBT); nothing is on screen before it that an urgent render would have to replace.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders services={{ config, session }}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
