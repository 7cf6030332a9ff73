import { useQuery, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { queryClient, shouldRetry } from './query-client';
import { QueryClientProvider } from '@tanstack/react-query';

describe('shouldRetry', () => {
  it('retries network trouble and 5xx at most twice', () => {
    expect(shouldRetry(0, new ApiError('Network Error'))).toBe(true);
    expect(shouldRetry(1, new ApiError('Request failed with status code 503', 503))).toBe(true);
    expect(shouldRetry(2, new ApiError('Network Error'))).toBe(false);
  });

  it('never retries a 4xx answer or a cancelled request', () => {
    expect(shouldRetry(0, new ApiError('Invalid current password.', 403))).toBe(false);
    expect(shouldRetry(0, new ApiError('canceled', undefined, undefined, true))).toBe(false);
  });
});

describe('queryClient', () => {
  function Probe() {
    const client = useQueryClient();
    const { data } = useQuery({ queryKey: ['probe'], queryFn: async () => 'loaded' });
    return <p>{client === queryClient ? `shared ${data ?? ''}` : 'other client'}</p>;
  }

  it('serves queries through the one app-wide client', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('shared loaded')).toBeTruthy();
    queryClient.clear();
  });
});
