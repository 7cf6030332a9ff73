// Wires the configured singletons together and renders the app. Called once by main.tsx.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { afterFirstPaint } from '../lib/analytics/after-first-paint';
import { configureApiClient } from '../lib/api-client';
import { configureUploads } from '../lib/upload-tokens';
import { AuthService } from '../lib/auth';
import { buildUserManagerSettings } from '../lib/auth-settings';
import {
  hasSsoSection,
  loadRuntimeConfig,
  setRuntimeConfig,
  validateSsoConfig,
  type RuntimeConfig,
} from '../lib/config';
import { readTrid } from '../lib/request-headers';
import { rememberReferrer } from '../lib/return-path';
import { ERROR_STATES } from './messages';
import { href } from '../lib/paths';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { Session } from './session';

/** The sign-in service for a config, or null (with the config's sso dropped) when it is invalid. */
function createAuth(config: RuntimeConfig | null): {
  auth: AuthService | null;
  config: RuntimeConfig | null;
} {
  if (!config || !hasSsoSection(config)) return { auth: null, config };
  try {
    const sso = validateSsoConfig(config.sso);
    const settings = buildUserManagerSettings(sso, {
      origin: window.location.origin,
      tokenExpireWindow: config.tokenExpireWindow,
      userStorage: window.localStorage,
    });
    return { auth: new AuthService(settings), config };
  } catch (error) {
    // Spec 5: a missing sign-in value raises; the guard then shows the 503 configuration page.
    console.error(error);
    return { auth: null, config: { ...config, sso: undefined } };
  }
}

export async function startApp(container: HTMLElement): Promise<void> {
  rememberReferrer(document.referrer, window.location.origin);
  const { auth, config } = createAuth(await loadRuntimeConfig());
  setRuntimeConfig(config);
  configureApiClient({
    getTokens: () => auth?.getTokens() ?? null,
    getStoreBackendUrls: () => config?.storeBackendUrls ?? [],
    readTrid,
  });
  configureUploads(() => auth?.getTokens() ?? null);
  const session = new Session(auth);
  const router = createAppRouter(session, config);

  if (auth) {
    // The sign-in library keeps one state per request; drop the ones left by abandoned logins.
    void auth.userManager.clearStaleState();
    // Another tab signed out: say so here instead of signing in again at once, which would race
    // the other tab's end-session request at the provider.
    const signedOutElsewhere = () => {
      session.clearLocalState();
      void router.navigate(href.error(ERROR_STATES.notLoggedIn), { replace: true });
    };
    auth.watchOtherTabs({
      onSignedOutElsewhere: signedOutElsewhere,
      onUserUpdatedElsewhere: (user) => session.markSignedIn(user),
    });
    auth.userManager.events.addUserSignedOut(async () => {
      await auth.userManager.removeUser();
      signedOutElsewhere();
    });
    auth.userManager.events.addSilentRenewError((error) => {
      // The next navigation's sign-in check sends the user to login; nothing to show now.
      console.warn('Silent token renewal failed.', error);
    });
  }

  // The storefront header runs on this app's React (docs/contracts.md); it is fetched beside the
  // first page rather than inside the entry chunk, and its host rules reserve its height.
  void import('../../header-element/define')
    .then(({ defineShsHeader }) => defineShsHeader())
    .catch((error: unknown) => console.error('The <shs-header> element failed to load.', error));

  // Analytics (mixpanel, its own chunk) starts only after the first paint.
  afterFirstPaint(() => {
    import('./analytics-wiring')
      .then(({ wireAnalytics }) => wireAnalytics(router, config))
      .catch((error: unknown) => console.error('Analytics error:', error));
  });

  createRoot(container).render(
    <StrictMode>
      <AppProviders services={{ config, session }}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
