// Server data (loading, errors, retries, cancellation) is handled once, by TanStack Query.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retries only what may succeed on a second try: network trouble and 5xx, at most twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) {
    if (error.cancelled) return false;
    if (error.status !== undefined && error.status < 500) return false;
  }
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app-wide query client. */
export const queryClient = createQueryClient();
