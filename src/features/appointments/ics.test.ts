import { describe, expect, it } from 'vitest';
import { buildIcs, denverDateTime, escapeText, foldLine, icsFileName } from './ics';

const visit = {
  id: 'A-7001',
  title: 'Installation visit',
  windowStart: '2026-03-10T16:00:00.000Z',
  windowEnd: '2026-03-10T18:00:00.000Z',
  address: '12 Elm St, Provo, UT 84601',
  description: 'Arrival window 10:00 AM – 12:00 PM MDT; order O-4001.',
};

describe('.ics for a visit', () => {
  const text = buildIcs(visit, new Date('2026-03-01T12:34:56.789Z'));
  const lines = text.split('\r\n');

  it('is one VCALENDAR with a VTIMEZONE and a VEVENT, CRLF-terminated', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line.startsWith('PRODID:'))).toHaveLength(1);
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes the window as Denver wall-clock time with its TZID', () => {
    expect(lines).toContain('DTSTART;TZID=America/Denver:20260310T100000');
    expect(lines).toContain('DTEND;TZID=America/Denver:20260310T120000');
    expect(lines).toContain('DTSTAMP:20260301T123456Z');
    expect(lines).toContain('UID:A-7001@appointments.smarthomesecurity.example');
  });

  it('defines America/Denver with the US daylight-saving rules', () => {
    expect(lines).toContain('TZID:America/Denver');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
    expect(lines).toContain('TZOFFSETTO:-0600');
    expect(lines).toContain('TZOFFSETTO:-0700');
  });

  it('escapes text', () => {
    expect(lines).toContain('LOCATION:12 Elm St\\, Provo\\, UT 84601');
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('converts on the daylight-saving days', () => {
    // 8:00 AM on the Sunday DST starts is 14:00Z; on the Sunday it ends, 15:00Z.
    expect(denverDateTime('2026-03-08T14:00:00.000Z')).toBe('20260308T080000');
    expect(denverDateTime('2026-11-01T15:00:00.000Z')).toBe('20261101T080000');
    // Midnight in Denver is hour 00, not 24.
    expect(denverDateTime('2026-11-02T07:00:00.000Z')).toBe('20261102T000000');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    const encoder = new TextEncoder();
    for (const piece of folded.split('\r\n')) {
      expect(encoder.encode(piece).length).toBeLessThanOrEqual(75);
    }
    expect(
      folded
        .split('\r\n')
        .map((p, i) => (i === 0 ? p : p.slice(1)))
        .join(''),
    ).toBe(long);
  });

  it('names the file after the visit', () => {
    expect(icsFileName('A-7001')).toBe('appointment-A-7001.ics');
  });
});
