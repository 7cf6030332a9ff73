// Server data of the Communications area.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPreferences, savePreferences } from './api';
import type { Preferences } from './preference-rules';

const key = ['communications', 'preferences'] as const;

export function usePreferences() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getPreferences({ signal }),
    staleTime: 0,
  });
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => savePreferences(preferences),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
