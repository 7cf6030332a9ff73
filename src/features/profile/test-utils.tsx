// Renders a profile page as the app would: a fresh query client (no retries, so failures show at
// once) and a memory router with the overview as a second route to land on.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { buildStoredUser, useUserStore } from '../../stores/user-store';
import { PATHS } from '../../lib/routing/paths';

/** Renders `ui` at `path`; the overview route shows "Overview page". */
export function renderPage(ui: ReactElement, path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path={PATHS.profile} element={<p>Overview page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
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
