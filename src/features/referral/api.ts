// Calls of the Refer a Friend area (spec 7.2 referral code; referrals is ours, docs/contracts.md).
import { apiClient } from '../../lib/api-client';
import { getRuntimeConfig } from '../../lib/config';

/** GET referral-code. */
export interface ReferralCode {
  serviceName: string;
  code: string;
}

/** One friend referred. */
export interface Referral {
  id: string;
  friendName: string;
  referredAt: string;
  status: 'pending' | 'installed' | 'rewarded';
  rewardCents: number;
}

/** GET referrals. */
export interface ReferralSummary {
  serviceName: string;
  referrals: Referral[];
  earnedCents: number;
  pendingCents: number;
  rewardPerReferralCents: number;
}

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
