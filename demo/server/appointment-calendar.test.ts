// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bookableWindows, denverDate, denverTimeToUtc, windowsOn } from './appointment-calendar.js';

describe('Denver wall-clock times', () => {
  it('follows daylight saving time: 8:00 is 15:00Z in winter and 14:00Z in summer', () => {
    expect(denverTimeToUtc({ year: 2026, month: 3, day: 7 }, 8).toISOString()).toBe(
      '2026-03-07T15:00:00.000Z',
    );
    // DST starts on Sunday 8 March 2026 at 2:00; Monday the 9th is on summer time.
    expect(denverTimeToUtc({ year: 2026, month: 3, day: 8 }, 8).toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
    expect(denverTimeToUtc({ year: 2026, month: 10, day: 31 }, 8).toISOString()).toBe(
      '2026-10-31T14:00:00.000Z',
    );
    // DST ends on Sunday 1 November 2026 at 2:00.
    expect(denverTimeToUtc({ year: 2026, month: 11, day: 1 }, 8).toISOString()).toBe(
      '2026-11-01T15:00:00.000Z',
    );
  });

  it('moves a wall-clock time skipped by the spring change forward', () => {
    expect(denverTimeToUtc({ year: 2026, month: 3, day: 8 }, 2, 30).toISOString()).toBe(
      '2026-03-08T09:30:00.000Z',
    );
  });

  it('reads the Denver date of an instant, not the UTC one', () => {
    expect(denverDate(new Date('2026-11-24T05:00:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    });
  });
});

describe('arrival windows', () => {
  it('has four two-hour windows on weekdays and Saturdays, none on Sundays', () => {
    expect(windowsOn({ year: 2026, month: 11, day: 29 })).toEqual([]); // a Sunday
    const saturday = windowsOn({ year: 2026, month: 11, day: 28 });
    expect(saturday.map((w) => [w.start.toISOString(), w.end.toISOString()])).toEqual([
      ['2026-11-28T15:00:00.000Z', '2026-11-28T17:00:00.000Z'],
      ['2026-11-28T17:00:00.000Z', '2026-11-28T19:00:00.000Z'],
      ['2026-11-28T20:00:00.000Z', '2026-11-28T22:00:00.000Z'],
      ['2026-11-28T22:00:00.000Z', '2026-11-29T00:00:00.000Z'],
    ]);
  });

  it('offers the 14 days after today (Denver date): 12 working days in any two weeks', () => {
    // 23:30 in Denver on Monday 23 Nov is already Tuesday in UTC: the range still starts Tuesday.
    const windows = bookableWindows(new Date('2026-11-24T06:30:00Z'));
    expect(windows).toHaveLength(12 * 4);
    expect(windows[0]?.start.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(windows.at(-1)?.start.toISOString()).toBe('2026-12-07T22:00:00.000Z');
  });
});

describe('the autumn change', () => {
  it('takes the first of the two 1:30s', () => {
    expect(denverTimeToUtc({ year: 2026, month: 11, day: 1 }, 1, 30).toISOString()).toBe(
      '2026-11-01T07:30:00.000Z',
    );
  });
});
