// The days of the window picker: every one of the 14 days after today (Denver), each with its
// free windows, so a day without any is shown and marked instead of silently missing. Pure, so
// the rule is tested on its own (picker-days.test.ts).
import { dayKey, type IsoWindow } from '../../lib/dates/denver-time';

/** How many days ahead the calendar offers windows (docs/contracts.md, check-availability). */
export const PICKER_DAYS = 14;

/** One day of the picker. */
export interface PickerDay<W extends IsoWindow> {
  /** "2026-11-27": the Denver calendar date. */
  key: string;
  /** "Fri": the weekday, short. */
  weekday: string;
  /** "Nov 27". */
  date: string;
  /** "Friday, November 27": what a screen reader says. */
  longLabel: string;
  windows: W[];
}

const labelFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
const weekdayFormat = labelFormat({ weekday: 'short' });
const dateFormat = labelFormat({ month: 'short', day: 'numeric' });
const longFormat = labelFormat({ weekday: 'long', month: 'long', day: 'numeric' });

/** `key` (YYYY-MM-DD) plus `days`, as a calendar date (no time zone involved). */
export function addDaysToKey(key: string, days: number): string {
  const date = new Date(`${key}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The 14 days after `now`'s Denver date, each with the windows that start on it. */
export function pickerDays<W extends IsoWindow>(windows: readonly W[], now: Date): PickerDay<W>[] {
  const today = dayKey(now.toISOString());
  const byDay = new Map<string, W[]>();
  for (const window of windows) {
    const key = dayKey(window.start);
    byDay.set(key, [...(byDay.get(key) ?? []), window]);
  }
  return Array.from({ length: PICKER_DAYS }, (_, index) => {
    const key = addDaysToKey(today, index + 1);
    const noon = new Date(`${key}T12:00:00Z`);
    return {
      key,
      weekday: weekdayFormat.format(noon),
      date: dateFormat.format(noon),
      longLabel: longFormat.format(noon),
      windows: byDay.get(key) ?? [],
    };
  });
}
