// Payloads of the Refer a Friend calls (docs/contracts.md, "Referral"). Types only: the one
// definition the account centre (src/features) and the reference server (demo/server) import.

/** `GET /referral-code`. */
export interface ReferralCode {
  serviceName: string;
  code: string;
}

/** One friend referred. */
export interface Referral {
  id: string;
  friendName: string;
  /** ISO 8601. */
  referredAt: string;
  /** pending: signed up, not installed yet; installed: credit on its way; rewarded: credited. */
  status: 'pending' | 'installed' | 'rewarded';
  rewardCents: number;
}

/** `GET /referrals`: the service's referrals, newest first, with the credits. */
export interface ReferralSummary {
  serviceName: string;
  referrals: Referral[];
  earnedCents: number;
  pendingCents: number;
  rewardPerReferralCents: number;
}
