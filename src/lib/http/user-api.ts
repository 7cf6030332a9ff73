// Calls behind the stored user (spec 7.2 GET user-info, 7.3 GET MFA enabled).
import { apiClient } from './api-client';
import { getRuntimeConfig } from '../shared/config';
import type { Service } from '../shared/services';

/** GET user-info response (docs/contracts.md, UserRecord). */
export interface UserRecord {
  id: string;
  email?: string;
  platformUserId?: string;
  customerId?: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  services?: Service[];
}

function apiBase(name: 'accountCentre' | 'platform'): string {
  const base = getRuntimeConfig()?.api?.[name];
  if (!base) throw new Error(`config.json has no api.${name} base URL.`);
  return base;
}

export function getUserInfo({ signal }: { signal?: AbortSignal } = {}): Promise<UserRecord> {
  return apiClient().request<UserRecord>(`${apiBase('accountCentre')}/user-info`, { signal });
}

export function getMfaEnabled({ signal }: { signal?: AbortSignal } = {}): Promise<{
  enabled: boolean;
}> {
  return apiClient().request<{ enabled: boolean }>(`${apiBase('platform')}/mfa/enabled`, {
    signal,
  });
}
