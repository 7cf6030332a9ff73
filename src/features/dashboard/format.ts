// How the dashboard writes money, dates and visit windows (spec 9.1: America/Denver).
import { formatCurrency } from '../../components/format/format-currency';

export const TIME_ZONE = 'America/Denver';

/** $84.97 from 8497. */
export function money(cents: number): string {
  return formatCurrency(cents / 100);
}

/** "Dec 5, 2026" from "2026-12-05" (a calendar date: no time zone shift). */
export function calendarDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A visit window in Denver time with the zone named, e.g.
 * "Tue, Dec 8, 8:00 AM – 10:00 AM MST (Mountain Time)".
 */
export function visitWindow(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const day = start.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: TIME_ZONE,
  });
  const time = (date: Date) =>
    date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'short' })
      .formatToParts(end)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  return `${day}, ${time(start)} – ${time(end)} ${zone} (Mountain Time)`;
}

/** The soonest upcoming visit, or undefined. */
export function nextVisit<T extends { windowStart: string }>(
  upcoming: readonly T[],
): T | undefined {
  return [...upcoming].sort((a, b) => Date.parse(a.windowStart) - Date.parse(b.windowStart))[0];
}
