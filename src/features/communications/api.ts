// Calls of the Communications area. The spec names no call: GET and PUT
// communication-preferences are ours (docs/contracts.md).
import { apiClient } from '../../lib/http/api-client';
import { getRuntimeConfig } from '../../lib/shared/config';
import type { Preferences } from './preference-rules';

function account(path: string): string {
  const base = getRuntimeConfig()?.api?.accountCentre;
  if (!base) throw new Error('config.json has no api.accountCentre base URL.');
  return `${base}${path}`;
}

export function getPreferences({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient().request<{ preferences: Preferences }>(account('/communication-preferences'), {
    signal,
  });
}

export function savePreferences(
  preferences: Preferences,
  { signal }: { signal?: AbortSignal } = {},
) {
  return apiClient().request<{ preferences: Preferences }>(account('/communication-preferences'), {
    method: 'PUT',
    body: { preferences },
    signal,
  });
}
