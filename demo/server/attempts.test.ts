// @vitest-environment node
// The one gate of every secret check (attempts.ts): counted before the check, then failed,
// turned into a success, or taken back.
import { describe, expect, it } from 'vitest';
import { reserveAttempt, type AttemptDetails } from './attempts.js';
import { openDatabase } from './db/database.js';
import { ensureSeeded } from './db/seed.js';
import { THROTTLE_RULES } from './throttle.js';

function fresh() {
  const db = openDatabase(':memory:');
  ensureSeeded(db, false);
  return db;
}

const details: AttemptDetails = {
  kind: 'password',
  userId: undefined,
  email: 'sam@example.com',
  ip: '10.0.0.1',
  userAgent: undefined,
};

const rows = (db: ReturnType<typeof fresh>) =>
  db.prepare('SELECT success FROM access_activity ORDER BY id').all() as { success: number }[];

describe('reserveAttempt', () => {
  it('counts the attempt as a failure before the check, so the next caller already sees it', () => {
    const db = fresh();
    const now = Date.parse('2026-03-01T12:00:00Z');
    const reserved = Array.from({ length: 8 }, () => reserveAttempt(db, details, now));
    // Nobody has said how any check ended, and still only the free ones may go ahead.
    expect(reserved.filter((attempt) => attempt.allowed)).toHaveLength(
      THROTTLE_RULES.accountAddressFree,
    );
    const refused = reserved.find((attempt) => !attempt.allowed);
    expect(refused && !refused.allowed && refused.waitMs).toBe(1000);
    expect(rows(db)).toHaveLength(THROTTLE_RULES.accountAddressFree);
  });

  it('turns the row into a success, or takes it back; the first outcome wins', () => {
    const db = fresh();
    const signedIn = reserveAttempt(db, details);
    const confirmed = reserveAttempt(db, { ...details, kind: 'current-password' });
    const wrong = reserveAttempt(db, details);
    if (!signedIn.allowed || !confirmed.allowed || !wrong.allowed) throw new Error('refused');
    signedIn.succeeded();
    signedIn.release();
    confirmed.release();
    confirmed.succeeded();
    wrong.failed();
    wrong.release();
    expect(rows(db)).toEqual([{ success: 1 }, { success: 0 }]);
  });
});
