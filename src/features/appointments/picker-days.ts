// The days of the window picker: every one of the 14 days after today (Denver), each with its
// free windows, so a day without any is shown and marked instead of silently missing. Pure, so
// the rule is tested on its own (picker-days.test.ts).
import { dayKey, type IsoWindow } from '../../lib/dates/denver-time';
import { activeIntlLocale } from '../../lib/shared/i18n/active-locale';

/** How many days ahead the calendar offers windows (docs/contracts.md, check-availability). */
export const PICKER_DAYS = 14;

/** One day of the picker. */
export interface PickerDay<W extends IsoWindow> {
  /** "2026-11-27": the Denver calendar date. */
  key: string;
  /** "Fri" ("vie" in Spanish): the weekday, short. */
  weekday: string;
  /** "Nov 27" ("27 nov"). */
  date: string;
  /** "Friday, November 27" ("viernes, 27 de noviembre"): what a screen reader says. */
  longLabel: string;
  windows: W[];
}

/** The day labels' formats in an Intl locale, made on first use. */
const labelFormats = new Map<string, Record<'weekday' | 'date' | 'long', Intl.DateTimeFormat>>();
function formatsOf(locale: string) {
  let formats = labelFormats.get(locale);
  if (!formats) {
    const format = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    formats = {
      weekday: format({ weekday: 'short' }),
      date: format({ month: 'short', day: 'numeric' }),
      long: format({ weekday: 'long', month: 'long', day: 'numeric' }),
    };
    labelFormats.set(locale, formats);
  }
  return formats;
}

/** `key` (YYYY-MM-DD) plus `days`, as a calendar date (no time zone involved). */
export function addDaysToKey(key: string, days: number): string {
  const date = new Date(`${key}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The 14 days after `now`'s Denver date, each with the windows that start on it, labelled in the
 * Intl `locale` (the reader's).
 */
export function pickerDays<W extends IsoWindow>(
  windows: readonly W[],
  now: Date,
  locale = activeIntlLocale(),
): PickerDay<W>[] {
  const formats = formatsOf(locale);
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
      weekday: formats.weekday.format(noon),
      date: formats.date.format(noon),
      longLabel: formats.long.format(noon),
      windows: byDay.get(key) ?? [],
    };
  });
}
