// Connects analytics to the app after the first paint (loaded with a dynamic import by start.tsx,
// so mixpanel never weighs on the first load): a page view per route, an action event per click
// or field change, identify on sign-in, reset on sign-out.
import type { createBrowserRouter } from 'react-router-dom';
import { routeHandle } from '../../lib/routing/route-handle';
import { pageTitles } from '../../lib/routing/page-titles';
import {
  identify,
  resetIdentity,
  setAccountGroup,
  startAnalytics,
  trackAction,
  trackPageView,
} from '../../lib/analytics/analytics';
import { readAnalyticsSettings } from '../../lib/analytics/analytics-settings';
import { captureActions } from '../../lib/analytics/dom-capture';
import { createSendQueue } from '../../lib/analytics/send-queue';
import type { RuntimeConfig } from '../../lib/shared/config';
import { useUserStore, type StoredUser } from '../../stores/user-store';

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

function identifyUser(user: StoredUser | null): void {
  if (!user) return;
  identify(user.id, { Services: user.services.names.length, 'MFA Enabled': user.mfaEnabled });
  setAccountGroup(user.customerId, { Services: user.services.names.length });
}

/** Starts analytics when config.json turns it on; does nothing otherwise. */
export function wireAnalytics(router: Router, config: RuntimeConfig | null): void {
  const settings = readAnalyticsSettings(config);
  if (!settings) return;
  startAnalytics(settings);

  // Identify first, so the first page view already carries the customer's id. Through the same
  // queue as the events, so each event is sent under the identity it happened under; and in a
  // task of its own, not in mixpanel's start-up above (together some 250 ms at 4x CPU, one
  // blocking task for Lighthouse).
  const later = createSendQueue();
  const startingUser = useUserStore.getState().user;
  later(() => identifyUser(startingUser));
  useUserStore.subscribe((state, previous) => {
    if (state.user === previous.user) return;
    const user = state.user;
    later(() => (user ? identifyUser(user) : resetIdentity()));
  });

  let lastPath: string | null = null;
  const viewIfNew = () => {
    if (router.state.navigation.state !== 'idle' || !router.state.initialized) return;
    if (!isPage(router)) return;
    const path = router.state.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    const page = pageName(router);
    later(() => trackPageView(page));
  };
  viewIfNew();
  router.subscribe(viewIfNew);

  // The page is the one the action happened on, so it is named at once; the action's own name
  // (the control's text made safe) is worked out with the send, after the paint.
  captureActions((nameAction) => {
    const page = pageName(router);
    later(() => {
      const action = nameAction();
      if (!action) return;
      trackAction(action.event, {
        Page: page,
        'Object Name': action.objectName,
        ...(action.value === undefined ? {} : { Value: action.value }),
      });
    });
  });
}
