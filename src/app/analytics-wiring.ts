// Connects analytics to the app after the first paint (loaded with a dynamic import by start.tsx,
// so mixpanel never weighs on the first load): a page view per route, an action event per click
// or field change, identify on sign-in, reset on sign-out.
import type { createBrowserRouter } from 'react-router-dom';
import { routeHandle } from '../lib/route-handle';
import {
  identify,
  resetIdentity,
  startAnalytics,
  trackAction,
  trackPageView,
} from '../lib/analytics/analytics';
import { readAnalyticsSettings } from '../lib/analytics/analytics-settings';
import { captureActions } from '../lib/analytics/dom-capture';
import type { RuntimeConfig } from '../lib/config';
import { useUserStore, type StoredUser } from '../stores/user-store';

type Router = ReturnType<typeof createBrowserRouter>;

function pageName(router: Router): string {
  const { matches, location } = router.state;
  return routeHandle(matches.at(-1)?.route)?.crumb ?? location.pathname;
}

function identifyUser(user: StoredUser | null): void {
  if (!user) return;
  identify(user.id, { Services: user.services.names.length, 'MFA Enabled': user.mfaEnabled });
}

/** Starts analytics when config.json turns it on; does nothing otherwise. */
export function wireAnalytics(router: Router, config: RuntimeConfig | null): void {
  const settings = readAnalyticsSettings(config);
  if (!settings) return;
  startAnalytics(settings);

  let lastPath: string | null = null;
  const viewIfNew = () => {
    if (router.state.navigation.state !== 'idle' || !router.state.initialized) return;
    const path = router.state.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    trackPageView(pageName(router));
  };
  viewIfNew();
  router.subscribe(viewIfNew);

  captureActions(({ event, objectName, value }) =>
    trackAction(event, {
      Page: pageName(router),
      'Object Name': objectName,
      ...(value === undefined ? {} : { Value: value }),
    }),
  );

  identifyUser(useUserStore.getState().user);
  useUserStore.subscribe((state, previous) => {
    if (state.user === previous.user) return;
    if (state.user) identifyUser(state.user);
    else resetIdentity();
  });
}
