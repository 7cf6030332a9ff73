// An iCalendar (RFC 5545) file for one visit, so "Add to calendar" puts it in any calendar app
// at the right local time. Times are written as Denver wall-clock times with
// TZID=America/Denver and the zone's definition (VTIMEZONE) included, so the event stays at
// 8:00 AM local even across a daylight-saving change and in apps that do not know the zone.
import { TIME_ZONE } from '../../lib/dates/denver-time';

/** What goes into the calendar event. */
export interface CalendarVisit {
  id: string;
  /** Event title, e.g. "Installation visit". */
  title: string;
  windowStart: string;
  windowEnd: string;
  address: string;
  description: string;
}

// US rules since 2007 (Energy Policy Act of 2005): DST from the second Sunday in March to the
// first Sunday in November, at 2:00 local time. Calendar apps use this block only when they
// do not know America/Denver themselves.
const DENVER_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0600',
  'TZNAME:MDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0700',
  'TZNAME:MST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

// A machine format (iCalendar's digits), not words anyone reads: the same in every language.
const localFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** "20260310T080000": the Denver wall-clock time of an instant, in iCalendar's DATE-TIME form. */
export function denverDateTime(iso: string): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    localFormat.formatToParts(new Date(iso)).find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}${part('month')}${part('day')}T${part('hour')}${part('minute')}${part('second')}`;
}

/** "20261123T104500Z": an instant in UTC. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF + space), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines start with a space, so 74 more.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** The whole .ics text (CRLF line ends). `now` stamps the event (DTSTAMP). */
export function buildIcs(visit: CalendarVisit, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Smart Home Security//Account Centre//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...DENVER_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${visit.id}@appointments.smarthomesecurity.example`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART;TZID=${TIME_ZONE}:${denverDateTime(visit.windowStart)}`,
    `DTEND;TZID=${TIME_ZONE}:${denverDateTime(visit.windowEnd)}`,
    `SUMMARY:${escapeText(visit.title)}`,
    `LOCATION:${escapeText(visit.address)}`,
    `DESCRIPTION:${escapeText(visit.description)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A file name for the download: "appointment-A-7001.ics". */
export function icsFileName(id: string): string {
  return `appointment-${id.replace(/[^A-Za-z0-9-]/g, '')}.ics`;
}
