// The technicians' working calendar: which arrival windows exist on which days. Windows are
// fixed wall-clock times in America/Denver (spec 9.1), so their UTC instants move by an hour
// when daylight saving time starts or ends; Intl (the platform's time-zone data) does that
// arithmetic, never a hard-coded offset.

/** The one time zone of the business (spec 9.1). */
export const TIME_ZONE = 'America/Denver';

/** Local start hours of the arrival windows, each {@link WINDOW_HOURS} long. */
export const WINDOW_START_HOURS = [8, 10, 13, 15] as const;

/** Length of an arrival window. */
export const WINDOW_HOURS = 2;

/** How many days ahead a customer may book (from tomorrow, Denver date). */
export const BOOKING_DAYS = 14;

/** A calendar date, month 1-12. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** One arrival window, as UTC instants. */
export interface TimeWindow {
  start: Date;
  end: Date;
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

interface WallClock extends LocalDate {
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: Date): WallClock {
  const out: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormat.formatToParts(instant)) {
    if (part.type in out) out[part.type as keyof WallClock] = Number(part.value);
  }
  return out;
}

/** Milliseconds Denver is ahead of UTC at `instant` (negative: -6 h or -7 h). */
function offsetAt(instant: Date): number {
  const p = localParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant.getTime() - instant.getMilliseconds());
}

/** The Denver calendar date of an instant. */
export function denverDate(instant: Date): LocalDate {
  const p = localParts(instant);
  return { year: p.year, month: p.month, day: p.day };
}

/**
 * The UTC instant of a Denver wall-clock time. A time that happens twice (the autumn change)
 * is the first of the two; a time skipped by the spring change moves forward by the gap.
 */
export function denverTimeToUtc(date: LocalDate, hour: number, minute = 0): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const halfDay = 12 * 3_600_000;
  // The offsets in force half a day before and after: a DST change lies between them, if any.
  const before = wall - offsetAt(new Date(wall - halfDay));
  const after = wall - offsetAt(new Date(wall + halfDay));
  const valid = [before, after].filter((utc) => utc + offsetAt(new Date(utc)) === wall);
  return new Date(valid.length > 0 ? Math.min(...valid) : before);
}

/** `date` plus `days` calendar days. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The arrival windows of one day: none on Sundays, four on the other days. */
export function windowsOn(date: LocalDate): TimeWindow[] {
  if (weekday(date) === 0) return [];
  return WINDOW_START_HOURS.map((hour) => ({
    start: denverTimeToUtc(date, hour),
    end: denverTimeToUtc(date, hour + WINDOW_HOURS),
  }));
}

/** Every window of the {@link BOOKING_DAYS} days after `now`'s Denver date. */
export function bookableWindows(now: Date): TimeWindow[] {
  const today = denverDate(now);
  const windows: TimeWindow[] = [];
  for (let offset = 1; offset <= BOOKING_DAYS; offset += 1) {
    windows.push(...windowsOn(addDays(today, offset)));
  }
  return windows;
}
