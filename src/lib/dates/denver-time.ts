// How a time reads in the account centre (spec 9.1: the business runs on America/Denver). Every date and
// arrival window is shown in Denver time with the zone named, whatever zone the customer's
// device is in, so a customer travelling or living elsewhere is not misled. Intl does the
// conversion with the platform's time-zone data, so the daylight-saving changes (MST/MDT) come
// out right without any hand-written offsets.

import { activeIntlLocale } from '../shared/i18n/active-locale';
import { localeOf } from '../shared/i18n/locales';

/** The business's time zone (spec 9.1). */
export const TIME_ZONE = 'America/Denver';

/** The zone as a customer reads it. */
export const ZONE_NAME = 'Mountain Time (America/Denver)';

/**
 * Formatters per Intl locale, made on first use: a page in Spanish reads "sábado, 28 de noviembre
 * de 2026" and "9:53 a.m. MST", in English "Saturday, November 28, 2026" and "9:53 AM MST".
 */
function cached(options: Intl.DateTimeFormatOptions): (locale: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (locale) => {
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options });
      formats.set(locale, format);
    }
    return format;
  };
}

const dateFormat = cached({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const timeFormat = cached({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

// Made on first use, like the others: a page's first Intl formatter loads the locale and zone
// data (160 to 220 ms at 4x CPU), and built here it was paid by any page importing this module.
const dayKeyFormat = cached({ year: 'numeric', month: '2-digit', day: '2-digit' });

/** "8:00 AM" and "MDT" of an instant in Denver. */
function timeParts(instant: Date, locale: string): { time: string; zone: string } {
  const parts = timeFormat(locale).formatToParts(instant);
  const zone = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  const time = parts
    .filter((part) => part.type !== 'timeZoneName')
    .map((part) => part.value)
    .join('')
    // ICU puts a narrow no-break space before AM/PM; a plain space reads (and matches) alike.
    .replace(/[\u202f\u00a0]/g, ' ')
    .trim();
  return { time, zone };
}

/** "9:14 AM MDT": the Denver time of an instant with its zone. */
export function formatTime(iso: string, locale = activeIntlLocale()): string {
  const { time, zone } = timeParts(new Date(iso), locale);
  return `${time} ${zone}`;
}

/**
 * "Tuesday, March 10, 2026 at 9:14 AM MDT" in Denver; in Spanish "martes, 10 de marzo de 2026,
 * 9:14 a.m. MDT" (Intl's own joining of a date and a time in that language).
 */
export function formatDateTime(iso: string, locale = activeIntlLocale()): string {
  if (localeOf(locale) === 'en') return `${formatDay(iso, locale)} at ${formatTime(iso, locale)}`;
  return `${formatDay(iso, locale)}, ${formatTime(iso, locale)}`;
}

/** "Tuesday, March 10, 2026": the Denver date of an instant. */
export function formatDay(iso: string, locale = activeIntlLocale()): string {
  return dateFormat(locale).format(new Date(iso));
}

/** "2026-03-10": the Denver calendar day of an instant, for grouping. */
export function dayKey(iso: string): string {
  return dayKeyFormat('en-CA').format(new Date(iso));
}

/**
 * "8:00 AM – 10:00 AM MDT". When the zone abbreviation changes inside the window (a window
 * across a daylight-saving change) each end carries its own: "1:00 AM MDT – 1:00 AM MST".
 */
export function formatWindowTime(
  startIso: string,
  endIso: string,
  locale = activeIntlLocale(),
): string {
  const start = timeParts(new Date(startIso), locale);
  const end = timeParts(new Date(endIso), locale);
  if (start.zone === end.zone) return `${start.time} – ${end.time} ${end.zone}`;
  return `${start.time} ${start.zone} – ${end.time} ${end.zone}`;
}

/** A window as a sentence: "Tuesday, March 10, 2026, 8:00 AM – 10:00 AM MDT". */
export function formatWindow(
  startIso: string,
  endIso: string,
  locale = activeIntlLocale(),
): string {
  return `${formatDay(startIso, locale)}, ${formatWindowTime(startIso, endIso, locale)}`;
}

/** A time window with ISO 8601 ends. */
export interface IsoWindow {
  start: string;
  end: string;
}

/** A day of windows, in the order given. */
export interface WindowDay<W extends IsoWindow> {
  key: string;
  label: string;
  windows: W[];
}

/** Groups windows by their Denver day, keeping their order. */
export function groupByDay<W extends IsoWindow>(windows: readonly W[]): WindowDay<W>[] {
  const days: WindowDay<W>[] = [];
  for (const window of windows) {
    const key = dayKey(window.start);
    const last = days.at(-1);
    if (last?.key === key) last.windows.push(window);
    else days.push({ key, label: formatDay(window.start), windows: [window] });
  }
  return days;
}
