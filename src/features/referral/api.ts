// Calls of the Refer a Friend area (spec 7.2 referral code; referrals is ours, docs/contracts.md).
import { apiClient } from '../../lib/http/api-client';
import { getRuntimeConfig } from '../../lib/shared/config';
import type { ReferralCode, ReferralSummary } from '../../contracts/referral';

// The payload types live in src/contracts, shared with the reference server.
export type * from '../../contracts/referral';

function account(path: string): string {
  const base = getRuntimeConfig()?.api?.accountCentre;
  if (!base) throw new Error('config.json has no api.accountCentre base URL.');
  return `${base}${path}`;
}

export function getReferralCode(serviceName: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient().request<ReferralCode>(account('/referral-code'), {
    query: { serviceName },
    signal,
  });
}

export function getReferrals(serviceName: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient().request<ReferralSummary>(account('/referrals'), {
    query: { serviceName },
    signal,
  });
}
