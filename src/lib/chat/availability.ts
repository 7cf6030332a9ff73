// Spec 4.4: chat is available only within the configured weekday hours in America/Denver; an end
// earlier than the start rolls to the next day; with no chat config chat is always available.
// Denver's wall clock comes from the platform's time-zone data (Intl), so daylight-saving changes
// and the customer's own browser zone do not matter.
import { activeIntlLocale } from '../shared/i18n/active-locale';
import { minutesOf, WEEKDAYS, type ChatHours, type Weekday } from './chat-config';

/** Spec 9.1: the business time zone. */
export const CHAT_TIME_ZONE = 'America/Denver';

/** Hours per weekday (null or undefined: no chat config). */
export type Availability = Partial<Record<Weekday, ChatHours>> | null | undefined;

const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CHAT_TIME_ZONE,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday and minutes after midnight in Denver at `now`. */
export function denverClock(now: Date): { day: number; minutes: number } {
  const parts = Object.fromEntries(
    clockFormat.formatToParts(now).map((part) => [part.type, part.value]),
  );
  const day = WEEKDAYS.indexOf(String(parts.weekday).toLowerCase() as Weekday);
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Start and end minutes of a day's window; the end is past 1440 when it rolls over. */
function window(hours: ChatHours | undefined): { start: number; end: number } | null {
  const start = minutesOf(hours?.start);
  const end = minutesOf(hours?.end);
  if (start === null || end === null || start === end) return null;
  return { start, end: end < start ? end + 24 * 60 : end };
}

/** True when chat is open at `now`. */
export function isChatAvailable(availability: Availability, now: Date = new Date()): boolean {
  if (!availability) return true;
  const { day, minutes } = denverClock(now);
  const today = window(availability[WEEKDAYS[day]!]);
  if (today && minutes >= today.start && minutes < today.end) return true;
  // Yesterday's window may run past midnight into today.
  const yesterday = window(availability[WEEKDAYS[(day + 6) % 7]!]);
  return !!yesterday && minutes + 24 * 60 < yesterday.end;
}

/** When chat opens next. */
export interface NextOpening {
  /**
   * 'today', 'tomorrow' or the weekday's English name ('Monday'): which day, not the words for it
   * (the launcher's message words it in the reader's language).
   */
  when: string;
  /** Opening time in the locale asked for, e.g. '7:00 AM' ('7:00 a.m.' in Spanish). */
  start: string;
  /** Closing time, e.g. '9:00 PM'. */
  end: string;
}

/** Clock formats per Intl locale, made on first use. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * '07:00' -> '7:00 AM' (en-US) or '7:00 a.m.' (es-US): a wall-clock time of the chat hours in the
 * reader's locale (it is a time of day in Denver already, so no zone conversion).
 */
export function formatClock(time: string, locale = activeIntlLocale()): string {
  const minutes = minutesOf(time) ?? 0;
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      hour: 'numeric',
      minute: '2-digit',
    });
    clockFormats.set(locale, format);
  }
  return (
    format
      .format(new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60)))
      // ICU puts a narrow no-break space before AM/PM; a plain space reads (and matches) alike.
      .replace(/[\u202f\u00a0]/g, ' ')
  );
}

/**
 * The next time chat opens after `now` (today's hours if they have not started, else the next
 * day with hours), or null when no day has hours or chat is open at `now`.
 */
export function nextOpening(
  availability: Availability,
  now: Date = new Date(),
  locale = activeIntlLocale(),
): NextOpening | null {
  if (!availability || isChatAvailable(availability, now)) return null;
  const { day, minutes } = denverClock(now);
  for (let offset = 0; offset <= 7; offset += 1) {
    const weekday = WEEKDAYS[(day + offset) % 7]!;
    const hours = availability[weekday];
    const span = window(hours);
    if (!hours || !span) continue;
    if (offset === 0 && minutes >= span.start) continue;
    const when =
      offset === 0
        ? 'today'
        : offset === 1
          ? 'tomorrow'
          : weekday.charAt(0).toUpperCase() + weekday.slice(1);
    return { when, start: formatClock(hours.start, locale), end: formatClock(hours.end, locale) };
  }
  return null;
}
