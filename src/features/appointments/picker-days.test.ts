import { describe, expect, it } from 'vitest';
import { addDaysToKey, pickerDays } from './picker-days';

// Thursday 26 November 2026, 10 p.m. in Denver (MST): already Friday in UTC.
const NOW = new Date('2026-11-27T05:00:00Z');
const fri8 = { start: '2026-11-27T15:00:00.000Z', end: '2026-11-27T17:00:00.000Z' };
const fri15 = { start: '2026-11-27T22:00:00.000Z', end: '2026-11-28T00:00:00.000Z' };
const mon8 = { start: '2026-11-30T15:00:00.000Z', end: '2026-11-30T17:00:00.000Z' };

describe('picker days', () => {
  it('lists the 14 days after the Denver date, marking days without windows', () => {
    const days = pickerDays([fri8, fri15, mon8], NOW);
    expect(days).toHaveLength(14);
    expect(days[0]).toMatchObject({
      key: '2026-11-27',
      weekday: 'Fri',
      date: 'Nov 27',
      longLabel: 'Friday, November 27',
      windows: [fri8, fri15],
    });
    // A window ending after midnight UTC still belongs to its Denver day.
    expect(days[1]?.windows).toEqual([]);
    expect(days[3]).toMatchObject({ key: '2026-11-30', windows: [mon8] });
    expect(days.at(-1)?.key).toBe('2026-12-10');
  });

  it('adds calendar days across months and years', () => {
    expect(addDaysToKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToKey('2026-03-07', 2)).toBe('2026-03-09');
  });
});
