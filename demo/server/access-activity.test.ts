// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listAccessActivity, parseUserAgent, recordSignIn } from './access-activity.js';
import { openDatabase } from './db/database.js';
import { ensureSeeded } from './db/seed.js';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('parseUserAgent', () => {
  it('names browser and OS with their major versions', () => {
    expect(parseUserAgent(CHROME_WINDOWS)).toEqual({ browser: 'Chrome 131', os: 'Windows 10' });
    expect(parseUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Mobile Safari 17', os: 'iOS 17' });
  });

  it('says Unknown when there is nothing to go on', () => {
    expect(parseUserAgent(undefined)).toEqual({ browser: 'Unknown', os: 'Unknown' });
  });
});

describe('access activity', () => {
  it('lists a customer’s attempts newest first, paged, with the total', () => {
    const db = openDatabase(':memory:');
    ensureSeeded(db, false);
    const userId = '65a1b2c3d4e5f60718293a4b';
    for (let i = 0; i < 5; i++) {
      recordSignIn(db, {
        userId,
        email: 'alex@example.com',
        ip: `10.0.0.${i}`,
        userAgent: CHROME_WINDOWS,
        success: i !== 2,
        mfaUsed: i === 4,
        at: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    recordSignIn(db, {
      userId: undefined,
      email: 'stranger@example.com',
      ip: '10.9.9.9',
      userAgent: SAFARI_IPHONE,
      success: false,
      mfaUsed: false,
    });
    const first = listAccessActivity(db, userId, 1, 2);
    expect(first.total).toBe(5);
    expect(first.items.map((item) => item.ip)).toEqual(['10.0.0.4', '10.0.0.3']);
    expect(first.items[0]).toMatchObject({
      occurredAt: '2026-01-05T00:00:00.000Z',
      browser: 'Chrome 131',
      os: 'Windows 10',
      success: true,
      mfaUsed: true,
    });
    const last = listAccessActivity(db, userId, 3, 2);
    expect(last.items.map((item) => item.ip)).toEqual(['10.0.0.0']);
    expect(listAccessActivity(db, userId, 2, 2).items[0]?.success).toBe(false);
  });

  it('marks a success as from a new browser only the first time that browser and OS sign in', () => {
    const db = openDatabase(':memory:');
    ensureSeeded(db, false);
    const userId = '65a1b2c3d4e5f60718293a4b';
    db.prepare('DELETE FROM access_activity WHERE user_id = ?').run(userId);
    const CHROME_132 = CHROME_WINDOWS.replace('Chrome/131', 'Chrome/132');
    const attempts: [string, boolean][] = [
      [SAFARI_IPHONE, false], // a failure is never "new browser"
      [CHROME_WINDOWS, true], // first Chrome on Windows: new
      [CHROME_WINDOWS, true], // again: known
      [CHROME_132, true], // an updated Chrome is the same browser
      [SAFARI_IPHONE, true], // first success on the iPhone: new
    ];
    attempts.forEach(([userAgent, success], i) =>
      recordSignIn(db, {
        userId,
        email: 'alex@example.com',
        ip: '127.0.0.1',
        userAgent,
        success,
        mfaUsed: false,
        at: new Date(Date.UTC(2026, 1, 1 + i)),
      }),
    );
    const { items } = listAccessActivity(db, userId, 1, 10);
    expect(items.map((item) => item.newBrowser).reverse()).toEqual([
      false,
      true,
      false,
      false,
      true,
    ]);
  });
});
