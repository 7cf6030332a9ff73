// Layout of the pages that load server data: it provides TanStack Query's one client, so the
// query library arrives with the first such page instead of with the app's first paint (the
// dashboard, error pages and the shell do not need it).
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from '../../lib/http/query-client';
import { onLanguageChange } from '../../lib/i18n/language';
import { useAuthStatusStore } from '../../stores/auth-status-store';

// Signing out (here or in another tab) must not leave one customer's data cached for the next.
useAuthStatusStore.subscribe((state, previous) => {
  if (previous.isAuthenticated && !state.isAuthenticated) queryClient.clear();
});

// What the server words (password rules, document names, messages) follows a change of language:
// every query is fetched again, in the new language (issue 28).
onLanguageChange(() => void queryClient.invalidateQueries());

export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
