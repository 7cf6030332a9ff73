// Calls of the Communications area. The spec names no call: GET and PUT
// communication-preferences are ours (docs/contracts.md).
import { apiClient, type CallOptions } from '../../lib/http/api-client';
import { apiUrl } from '../../lib/http/api-url';
import type { Preferences } from './preference-rules';

export function getPreferences({ signal }: CallOptions = {}) {
  return apiClient().request<{ preferences: Preferences }>(
    apiUrl('accountCentre', '/communication-preferences'),
    {
      signal,
    },
  );
}

export function savePreferences(preferences: Preferences, { signal }: CallOptions = {}) {
  return apiClient().request<{ preferences: Preferences }>(
    apiUrl('accountCentre', '/communication-preferences'),
    {
      method: 'PUT',
      body: { preferences },
      signal,
    },
  );
}
