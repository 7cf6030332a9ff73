import { describe, expect, it } from 'vitest';
import { calendarDate, money, nextVisit, visitWindow } from './format';

describe('dashboard formats', () => {
  it('writes cents as dollars and calendar dates without a zone shift', () => {
    expect(money(8497)).toBe('$84.97');
    expect(money(0)).toBe('$0.00');
    expect(calendarDate('2026-12-05')).toBe('Dec 5, 2026');
  });

  it('writes visit windows in Denver time with the zone named, winter and summer', () => {
    expect(visitWindow('2026-12-08T15:00:00Z', '2026-12-08T17:00:00Z')).toBe(
      'Tue, Dec 8, 8:00 AM – 10:00 AM MST (Mountain Time)',
    );
    expect(visitWindow('2026-07-01T14:00:00Z', '2026-07-01T16:00:00Z')).toBe(
      'Wed, Jul 1, 8:00 AM – 10:00 AM MDT (Mountain Time)',
    );
  });

  it('picks the soonest upcoming visit', () => {
    const visits = [
      { id: 'b', windowStart: '2026-12-09T15:00:00Z' },
      { id: 'a', windowStart: '2026-12-08T15:00:00Z' },
    ];
    expect(nextVisit(visits)?.id).toBe('a');
    expect(nextVisit([])).toBeUndefined();
  });
});
