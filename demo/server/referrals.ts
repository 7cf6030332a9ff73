// Refer a Friend (issue 12, spec 7.2 "referral code"): one code per service, and the friends
// referred with it. A friend's installation earns a $100 bill credit, paid out after 30 days.
import { randomBytes } from 'node:crypto';
import type { Db } from './db/database.js';
import type { ServiceRow } from './services.js';
import type { Referral, ReferralSummary } from '../../src/contracts/referral.js';

/** Bill credit for each friend whose system is installed. */
export const REWARD_CENTS = 10_000;

/** The service's code, created on first use for services without one. */
export function referralCode(db: Db, service: ServiceRow): string {
  const row = db.prepare('SELECT code FROM referral_codes WHERE service_id = ?').get(service.id) as
    { code: string } | undefined;
  if (row) return row.code;
  const code = `SHS-${randomBytes(4).toString('hex').toUpperCase()}`;
  db.prepare('INSERT INTO referral_codes (service_id, code) VALUES (?, ?)').run(service.id, code);
  return code;
}

/** The service's referrals, newest first, with the credits earned and on their way. */
export function referralSummary(db: Db, service: ServiceRow): ReferralSummary {
  const referrals = db
    .prepare(
      `SELECT id, friend_name AS friendName, referred_at AS referredAt, status,
        reward_cents AS rewardCents
       FROM referrals WHERE service_id = ? ORDER BY referred_at DESC`,
    )
    .all(service.id) as Referral[];
  const sum = (status: Referral['status']) =>
    referrals.filter((r) => r.status === status).reduce((n, r) => n + r.rewardCents, 0);
  return {
    serviceName: service.serviceName,
    referrals,
    earnedCents: sum('rewarded'),
    pendingCents: sum('installed'),
    rewardPerReferralCents: REWARD_CENTS,
  };
}
