import { describe, expect, it } from 'vitest';
import { dayKey, formatDay, formatWindow, formatWindowTime, groupByDay } from './denver-time';

// Every expectation holds whatever zone the machine running the tests is in: the functions
// format in America/Denver explicitly.
describe('Denver time display', () => {
  it('shows a winter window in MST', () => {
    expect(formatWindow('2026-01-13T15:00:00.000Z', '2026-01-13T17:00:00.000Z')).toBe(
      'Tuesday, January 13, 2026, 8:00 AM – 10:00 AM MST',
    );
  });

  it('shows a summer window in MDT', () => {
    expect(formatWindow('2026-07-14T14:00:00.000Z', '2026-07-14T16:00:00.000Z')).toBe(
      'Tuesday, July 14, 2026, 8:00 AM – 10:00 AM MDT',
    );
  });

  it('gets the day daylight saving time starts right (Sunday 8 March 2026)', () => {
    // The evening before is still MST (UTC-7)...
    expect(formatWindowTime('2026-03-08T06:00:00.000Z', '2026-03-08T08:00:00.000Z')).toBe(
      '11:00 PM – 1:00 AM MST',
    );
    // ...and a window across 2:00 AM jumps to 3:00 AM MDT: one hour of real time.
    expect(formatWindowTime('2026-03-08T08:00:00.000Z', '2026-03-08T09:00:00.000Z')).toBe(
      '1:00 AM MST – 3:00 AM MDT',
    );
    // Later that day the same UTC hour as yesterday reads an hour later.
    expect(formatWindow('2026-03-08T15:00:00.000Z', '2026-03-08T17:00:00.000Z')).toBe(
      'Sunday, March 8, 2026, 9:00 AM – 11:00 AM MDT',
    );
    expect(formatWindow('2026-03-07T15:00:00.000Z', '2026-03-07T17:00:00.000Z')).toBe(
      'Saturday, March 7, 2026, 8:00 AM – 10:00 AM MST',
    );
  });

  it('gets the day daylight saving time ends right (Sunday 1 November 2026)', () => {
    // 1:00 AM happens twice: first in MDT, then an hour later in MST.
    expect(formatWindowTime('2026-11-01T07:00:00.000Z', '2026-11-01T08:00:00.000Z')).toBe(
      '1:00 AM MDT – 1:00 AM MST',
    );
    expect(formatWindow('2026-10-31T14:00:00.000Z', '2026-10-31T16:00:00.000Z')).toBe(
      'Saturday, October 31, 2026, 8:00 AM – 10:00 AM MDT',
    );
    expect(formatWindow('2026-11-01T15:00:00.000Z', '2026-11-01T17:00:00.000Z')).toBe(
      'Sunday, November 1, 2026, 8:00 AM – 10:00 AM MST',
    );
  });

  it('uses the Denver date, not the UTC one, near midnight', () => {
    // 03:30 UTC on the 11th is 8:30 PM on the 10th in Denver.
    expect(dayKey('2026-03-11T03:30:00.000Z')).toBe('2026-03-10');
    expect(formatDay('2026-03-11T03:30:00.000Z')).toBe('Tuesday, March 10, 2026');
  });

  it('groups windows by Denver day in order', () => {
    const days = groupByDay([
      { start: '2026-11-24T15:00:00.000Z', end: '2026-11-24T17:00:00.000Z' },
      { start: '2026-11-24T22:00:00.000Z', end: '2026-11-25T00:00:00.000Z' },
      { start: '2026-11-25T15:00:00.000Z', end: '2026-11-25T17:00:00.000Z' },
    ]);
    expect(days.map((day) => [day.label, day.windows.length])).toEqual([
      ['Tuesday, November 24, 2026', 2],
      ['Wednesday, November 25, 2026', 1],
    ]);
  });
});
