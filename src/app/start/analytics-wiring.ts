// Connects analytics to the app after the first paint (loaded with a dynamic import by start.tsx):
// a page view per route, an action event per click or field change, identify on sign-in, reset on
// sign-out. From the start it records them; the library that sends them (mixpanel, 37 kB and some
// 90 ms of main thread at 4x CPU to set up) loads only once the page has what it shows (issue 29:
// on a cold dashboard it was fetched and set up ahead of the cards' own requests), or at once when
// the customer acts. What happened meanwhile is sent then, in order, under the right identity.
import type { createBrowserRouter } from 'react-router-dom';
import { routeHandle } from '../../lib/routing/route-handle';
import { pageTitles } from '../../lib/routing/page-titles';
import { loadWhenQuietOrAsked } from '../../lib/browser/after-page-quiet';
import { readAnalyticsSettings } from '../../lib/analytics/analytics-settings';
import { captureActions } from '../../lib/analytics/dom-capture';
import { createSendQueue } from '../../lib/analytics/send-queue';
import type { RuntimeConfig } from '../../lib/shared/config';
import { useUserStore, type StoredUser } from '../../stores/user-store';

type Analytics = typeof import('../../lib/analytics/analytics');
type Router = ReturnType<typeof createBrowserRouter>;

/** Routes that only redirect (the post-sign-in loading route): not a page the customer sees. */
const NOT_PAGES = new Set(['loading']);

/**
 * The page's name: the deepest breadcrumb of the matched routes, else the path. Always in English,
 * whatever the customer reads, so a page has one name in the reports.
 */
function pageName(router: Router): string {
  const { matches, location } = router.state;
  const crumbs = matches.flatMap((match) => routeHandle(match.route)?.crumb ?? []);
  const crumb = crumbs.at(-1);
  return crumb ? pageTitles.en[crumb]() : location.pathname;
}

function isPage(router: Router): boolean {
  const name = routeHandle(router.state.matches.at(-1)?.route)?.name;
  return !name || !NOT_PAGES.has(name);
}

function identifyUser(analytics: Analytics, user: StoredUser | null): void {
  if (!user) return;
  analytics.identify(user.id, {
    Services: user.services.names.length,
    'MFA Enabled': user.mfaEnabled,
  });
  analytics.setAccountGroup(user.customerId, { Services: user.services.names.length });
}

/** Starts analytics when config.json turns it on; does nothing otherwise. */
export function wireAnalytics(router: Router, config: RuntimeConfig | null): void {
  const settings = readAnalyticsSettings(config);
  if (!settings) return;
  const library = loadWhenQuietOrAsked(() =>
    import('../../lib/analytics/analytics').then((analytics) => {
      analytics.startAnalytics(settings);
      return analytics;
    }),
  );
  library.ready.catch((error: unknown) => console.error('Analytics error:', error));
  // A tab put in the background may not come back: what it recorded goes while it can.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') library.now();
  });

  // Identify first, so the first page view already carries the customer's id. Through the same
  // queue as the events, so each event is sent under the identity it happened under; and in a
  // task of its own, not in mixpanel's start-up (together some 250 ms at 4x CPU, one blocking
  // task for Lighthouse).
  const later = createSendQueue(window, library.ready);
  const startingUser = useUserStore.getState().user;
  later((analytics) => identifyUser(analytics, startingUser));
  useUserStore.subscribe((state, previous) => {
    if (state.user === previous.user) return;
    const user = state.user;
    later((analytics) => (user ? identifyUser(analytics, user) : analytics.resetIdentity()));
  });

  let lastPath: string | null = null;
  const viewIfNew = () => {
    if (router.state.navigation.state !== 'idle' || !router.state.initialized) return;
    if (!isPage(router)) return;
    const path = router.state.location.pathname;
    if (path === lastPath) return;
    // A second page: the customer has moved on, the library need not wait for this one to load.
    if (lastPath !== null) library.now();
    lastPath = path;
    const page = pageName(router);
    later((analytics) => analytics.trackPageView(page));
  };
  viewIfNew();
  router.subscribe(viewIfNew);

  // The page is the one the action happened on, so it is named at once; the action's own name
  // (the control's text made safe) is worked out with the send, after the paint.
  // A click or a change may be the way out of the page: the library starts loading at once.
  captureActions((nameAction) => {
    const page = pageName(router);
    library.now();
    later((analytics) => {
      const action = nameAction();
      if (!action) return;
      analytics.trackAction(action.event, {
        Page: page,
        'Object Name': action.objectName,
        ...(action.value === undefined ? {} : { Value: action.value }),
      });
    });
  });
}
