// Renders a profile page as the app would: a fresh query client (no retries, so failures show at
// once), a memory router with the overview as a second route to land on, and the reader's locale
// (English unless a test asks for Spanish, whose words it must load first).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Locale } from '../../lib/shared/i18n/locales';
import { LocaleContext } from '../../lib/shared/i18n/use-text';
import { buildStoredUser, useUserStore } from '../../stores/user-store';
import { PATHS } from '../../lib/routing/paths';

/** Renders `ui` at `path` in `locale`; the overview route shows "Overview page". */
export function renderPage(ui: ReactElement, path: string, locale: Locale = 'en') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <LocaleContext.Provider value={locale}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path={PATHS.profile} element={<p>Overview page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </LocaleContext.Provider>,
  );
  return { ...result, queryClient };
}

/** Puts a signed-in customer with two services into the user store. */
export function signInTestUser(mfaEnabled = false) {
  useUserStore.setState({
    user: buildStoredUser(
      {
        id: '65a1b2c3d4e5f60718293a4b',
        email: 'alex@example.com',
        firstName: 'Alex',
        lastName: 'Rivera',
        phoneNumber: '8015550142',
        services: [
          { serviceName: 'S-100200300', nickName: 'Home', streetAddress1: '12 Elm St' },
          { serviceName: 'S-100200301', streetAddress1: '480 Canyon View Dr' },
        ],
      },
      {},
      mfaEnabled,
    ),
  });
}
