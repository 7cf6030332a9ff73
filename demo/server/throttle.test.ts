// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recordSignIn } from './access-activity.js';
import { openDatabase } from './db/database.js';
import { ensureSeeded } from './db/seed.js';
import {
  ANONYMOUS_ATTEMPTS_CAP,
  delayAfter,
  describeWait,
  isKnownAddress,
  pruneAnonymousAttempts,
  THROTTLE_RULES,
  throttleWaitMs,
  tooManyAttemptsMessage,
  waitFor,
} from './throttle.js';

function fresh() {
  const db = openDatabase(':memory:');
  ensureSeeded(db, false);
  return db;
}

function fail(db: ReturnType<typeof fresh>, email: string, ip: string, at: Date, userId?: string) {
  recordSignIn(db, { userId, email, ip, userAgent: undefined, success: false, mfaUsed: false, at });
}

describe('delays', () => {
  it('costs nothing for the free failures, then doubles up to the cap (never a lock)', () => {
    expect(delayAfter(4, 5)).toBe(0);
    expect(delayAfter(5, 5)).toBe(1000);
    expect(delayAfter(6, 5)).toBe(2000);
    expect(delayAfter(9, 5)).toBe(16_000);
    expect(delayAfter(500, 5)).toBe(THROTTLE_RULES.maxDelayMs);
  });

  it('counts the delay from the last failure', () => {
    expect(waitFor({ failures: 6, lastFailureAt: 10_000 }, 5, 11_000)).toBe(1000);
    expect(waitFor({ failures: 6, lastFailureAt: 10_000 }, 5, 13_000)).toBe(0);
  });

  it('says the wait in words', () => {
    expect(describeWait(1, 'en')).toBe('1 second');
    expect(describeWait(42_000, 'en')).toBe('42 seconds');
    expect(describeWait(61_000, 'en')).toBe('2 minutes');
    expect(tooManyAttemptsMessage(3000, 'en')).toBe(
      'Too many incorrect attempts. For your security, please wait 3 seconds and try again.',
    );
  });

  it('says it in Spanish too, plurals by Spanish rules (issue 28)', () => {
    expect(describeWait(1, 'es')).toBe('1 segundo');
    expect(describeWait(61_000, 'es')).toBe('2 minutos');
    expect(tooManyAttemptsMessage(60_000, 'es')).toBe(
      'Demasiados intentos incorrectos. Por su seguridad, espere 1 minuto e inténtelo de nuevo.',
    );
  });
});

describe('throttle keys', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const at = (secondsAgo: number) => new Date(now - secondsAgo * 1000);

  it('delays one account from one address after five failures; a success there resets it', () => {
    const db = fresh();
    for (let i = 0; i < 6; i++) fail(db, 'sam@example.com', '10.0.0.9', at(1));
    expect(throttleWaitMs(db, { email: 'SAM@example.com', ip: '10.0.0.9' }, now)).toBeGreaterThan(
      0,
    );
    recordSignIn(db, {
      userId: undefined,
      email: 'sam@example.com',
      ip: '10.0.0.9',
      userAgent: undefined,
      success: true,
      mfaUsed: false,
      at: at(0),
    });
    expect(throttleWaitMs(db, { email: 'sam@example.com', ip: '10.0.0.9' }, now)).toBe(0);
  });

  it("spares an address the account knows from a stranger's failures elsewhere", () => {
    const db = fresh();
    recordSignIn(db, {
      userId: undefined,
      email: 'sam@example.com',
      ip: '10.0.0.1',
      userAgent: undefined,
      success: true,
      mfaUsed: false,
      at: at(3600 * 24),
    });
    for (let i = 0; i < 25; i++) fail(db, 'sam@example.com', `10.9.0.${i}`, at(5));
    expect(isKnownAddress(db, { email: 'sam@example.com', ip: '10.0.0.1' }, now)).toBe(true);
    expect(throttleWaitMs(db, { email: 'sam@example.com', ip: '10.0.0.1' }, now)).toBe(0);
    expect(throttleWaitMs(db, { email: 'sam@example.com', ip: '10.0.0.200' }, now)).toBeGreaterThan(
      0,
    );
  });

  it('delays an address guessing many accounts', () => {
    const db = fresh();
    for (let i = 0; i < THROTTLE_RULES.addressFree + 1; i++) {
      fail(db, `someone-${i}@example.com`, '10.5.5.5', at(0));
    }
    expect(throttleWaitMs(db, { email: 'new@example.com', ip: '10.5.5.5' }, now)).toBeGreaterThan(
      0,
    );
    expect(throttleWaitMs(db, { email: 'new@example.com', ip: '10.5.5.6' }, now)).toBe(0);
  });

  it('forgets failures older than the window', () => {
    const db = fresh();
    for (let i = 0; i < 20; i++) fail(db, 'sam@example.com', '10.0.0.9', at(2 * 3600));
    expect(throttleWaitMs(db, { email: 'sam@example.com', ip: '10.0.0.9' }, now)).toBe(0);
  });
});

describe('anonymous attempts', () => {
  it('are pruned out of the window and capped', () => {
    const db = fresh();
    const now = Date.now();
    fail(db, 'old@example.com', '10.0.0.1', new Date(now - 2 * 3600 * 1000));
    for (let i = 0; i < 12; i++) fail(db, `x${i}@example.com`, '10.0.0.1', new Date(now));
    fail(
      db,
      'sam@example.com',
      '10.0.0.1',
      new Date(now - 2 * 3600 * 1000),
      '65c3d4e5f60718293a4b5c6d',
    );
    pruneAnonymousAttempts(db, now, 10);
    const anonymous = db
      .prepare('SELECT COUNT(*) AS n FROM access_activity WHERE user_id IS NULL')
      .get() as { n: number };
    expect(anonymous.n).toBe(10);
    const owned = db
      .prepare('SELECT COUNT(*) AS n FROM access_activity WHERE user_id IS NOT NULL')
      .get() as { n: number };
    expect(owned.n).toBe(1);
    expect(ANONYMOUS_ATTEMPTS_CAP).toBeGreaterThan(1000);
  });
});
