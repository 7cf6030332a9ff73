// How the dashboard writes money, dates and visit windows (spec 9.1: America/Denver), in the
// reader's language (issue 28): `locale` defaults to the one the account centre shows now.
import { formatCurrency } from '../../components/format/format-currency';
import { activeLocale } from '../../lib/shared/i18n/active-locale';
import { translator } from '../../lib/shared/i18n/catalogue';
import { INTL_LOCALES, type Locale } from '../../lib/shared/i18n/locales';
import { dateTimeFormat } from '../../lib/shared/intl-formats';
import { dashboardText } from './text';

export const TIME_ZONE = 'America/Denver';

/** $84.97 from 8497. */
export function money(cents: number): string {
  return formatCurrency(cents / 100);
}

/** "Dec 5, 2026" ("5 dic 2026") from "2026-12-05" (a calendar date: no time zone shift). */
export function calendarDate(isoDate: string, locale: Locale = activeLocale()): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  // Cached formatters (intl-formats.ts): toLocaleDateString with options builds a new one per
  // call, and the cold dashboard formats a date per card and list item (issue 29).
  return dateTimeFormat(INTL_LOCALES[locale], {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * A visit window in Denver time with the zone named, e.g.
 * "Tue, Dec 8, 8:00 AM – 10:00 AM MST (Mountain Time)".
 */
export function visitWindow(
  startIso: string,
  endIso: string,
  locale: Locale = activeLocale(),
): string {
  const intl = INTL_LOCALES[locale];
  const start = new Date(startIso);
  const end = new Date(endIso);
  const day = dateTimeFormat(intl, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: TIME_ZONE,
  }).format(start);
  const time = (date: Date) =>
    dateTimeFormat(intl, { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE }).format(date);
  const zone =
    dateTimeFormat(intl, { timeZone: TIME_ZONE, timeZoneName: 'short' })
      .formatToParts(end)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  return translator(dashboardText, locale)('visit.window', {
    window: `${day}, ${time(start)} – ${time(end)} ${zone}`,
  });
}

/** The soonest upcoming visit, or undefined. */
export function nextVisit<T extends { windowStart: string }>(
  upcoming: readonly T[],
): T | undefined {
  return [...upcoming].sort((a, b) => Date.parse(a.windowStart) - Date.parse(b.windowStart))[0];
}
