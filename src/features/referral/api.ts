// Calls of the Refer a Friend area (spec 7.2 referral code; referrals is ours, docs/contracts.md).
import { apiClient, type CallOptions } from '../../lib/http/api-client';
import { apiUrl } from '../../lib/http/api-url';
import type { ReferralCode, ReferralSummary } from '../../contracts/referral';

// The payload types live in src/contracts, shared with the reference server.
export type * from '../../contracts/referral';

export function getReferralCode(serviceName: string, { signal }: CallOptions = {}) {
  return apiClient().request<ReferralCode>(apiUrl('accountCentre', '/referral-code'), {
    query: { serviceName },
    signal,
  });
}

export function getReferrals(serviceName: string, { signal }: CallOptions = {}) {
  return apiClient().request<ReferralSummary>(apiUrl('accountCentre', '/referrals'), {
    query: { serviceName },
    signal,
  });
}
