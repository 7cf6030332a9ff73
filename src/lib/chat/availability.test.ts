import { afterEach, describe, expect, it } from 'vitest';
import { denverClock, isChatAvailable, nextOpening, type Availability } from './availability';
import { readChatConfig } from './chat-config';

const WEEKDAY_HOURS = { start: '07:00', end: '21:00' };
const HOURS: Availability = {
  monday: WEEKDAY_HOURS,
  tuesday: WEEKDAY_HOURS,
  wednesday: WEEKDAY_HOURS,
  thursday: WEEKDAY_HOURS,
  friday: WEEKDAY_HOURS,
  saturday: { start: '08:00', end: '17:00' },
  sunday: { start: '10:00', end: '16:00' },
};

// 2026-11-18 is a Wednesday. Denver is UTC-7 in November (MST), UTC-6 in summer (MDT).
const at = (iso: string) => new Date(iso);

describe('isChatAvailable (spec 4.4)', () => {
  it('is open within the weekday hours in Denver and closed outside them', () => {
    expect(isChatAvailable(HOURS, at('2026-11-18T19:00:00Z'))).toBe(true); // Wed 12:00
    expect(isChatAvailable(HOURS, at('2026-11-18T14:00:00Z'))).toBe(true); // Wed 07:00 opens
    expect(isChatAvailable(HOURS, at('2026-11-18T13:59:00Z'))).toBe(false); // Wed 06:59
    expect(isChatAvailable(HOURS, at('2026-11-19T04:00:00Z'))).toBe(false); // Wed 21:00 closes
    expect(isChatAvailable(HOURS, at('2026-11-18T10:00:00Z'))).toBe(false); // Wed 03:00
    expect(isChatAvailable(HOURS, at('2026-11-21T23:30:00Z'))).toBe(true); // Sat 16:30
    expect(isChatAvailable(HOURS, at('2026-11-22T01:00:00Z'))).toBe(false); // Sat 18:00
  });

  it('rolls an end earlier than the start over to the next day', () => {
    const night: Availability = { friday: { start: '22:00', end: '02:00' } };
    expect(isChatAvailable(night, at('2026-11-21T04:30:00Z'))).toBe(false); // Fri 21:30
    expect(isChatAvailable(night, at('2026-11-21T05:30:00Z'))).toBe(true); // Fri 22:30
    expect(isChatAvailable(night, at('2026-11-21T08:30:00Z'))).toBe(true); // Sat 01:30
    expect(isChatAvailable(night, at('2026-11-21T09:00:00Z'))).toBe(false); // Sat 02:00
    expect(isChatAvailable(night, at('2026-11-22T08:30:00Z'))).toBe(false); // Sun 01:30
  });

  it('is always available without chat config', () => {
    expect(isChatAvailable(null, at('2026-11-18T10:00:00Z'))).toBe(true);
    expect(isChatAvailable(undefined, at('2026-11-22T09:00:00Z'))).toBe(true);
    expect(readChatConfig(undefined)).toBeNull();
  });

  it('a weekday without hours (or with bad times) has no chat', () => {
    const config = readChatConfig({ chatAvailability: { monday: { start: '7am', end: '21:00' } } });
    expect(config?.chatAvailability).toEqual({});
    expect(isChatAvailable(config?.chatAvailability, at('2026-11-16T19:00:00Z'))).toBe(false);
  });

  it('follows Denver across the spring change (Sunday 8 March 2026, clocks 02:00 -> 03:00)', () => {
    // 16:30 UTC is 10:30 MDT (open); with the winter offset it would wrongly be 09:30.
    expect(denverClock(at('2026-03-08T16:30:00Z'))).toEqual({ day: 0, minutes: 10 * 60 + 30 });
    expect(isChatAvailable(HOURS, at('2026-03-08T16:30:00Z'))).toBe(true);
    expect(isChatAvailable(HOURS, at('2026-03-08T15:59:00Z'))).toBe(false); // 09:59 MDT
    expect(isChatAvailable(HOURS, at('2026-03-08T21:59:00Z'))).toBe(true); // 15:59 MDT
    expect(isChatAvailable(HOURS, at('2026-03-08T22:00:00Z'))).toBe(false); // 16:00 MDT
  });

  it('follows Denver across the autumn change (Sunday 1 November 2026, clocks 02:00 -> 01:00)', () => {
    // 16:30 UTC is 09:30 MST (closed); with the summer offset it would wrongly be 10:30.
    expect(denverClock(at('2026-11-01T16:30:00Z'))).toEqual({ day: 0, minutes: 9 * 60 + 30 });
    expect(isChatAvailable(HOURS, at('2026-11-01T16:30:00Z'))).toBe(false);
    expect(isChatAvailable(HOURS, at('2026-11-01T17:00:00Z'))).toBe(true); // 10:00 MST
    expect(isChatAvailable(HOURS, at('2026-11-01T22:59:00Z'))).toBe(true); // 15:59 MST
  });
});

describe('a customer whose browser is in another zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('gets the Denver answer, not their local one', () => {
    // Noon in Tokyo on Thursday 19 Nov is 20:00 on Wednesday in Denver: open.
    process.env.TZ = 'Asia/Tokyo';
    const instant = at('2026-11-19T03:00:00Z');
    expect(instant.getHours()).toBe(12);
    expect(isChatAvailable(HOURS, instant)).toBe(true);
    // 14:00 in Tokyo is 22:00 on Wednesday in Denver: closed, opening Thursday morning.
    expect(isChatAvailable(HOURS, at('2026-11-19T05:00:00Z'))).toBe(false);
    expect(nextOpening(HOURS, at('2026-11-19T05:00:00Z'))).toEqual({
      when: 'tomorrow',
      start: '7:00 AM',
      end: '9:00 PM',
    });
  });
});

describe('nextOpening', () => {
  it("gives today's hours before opening, the next day's after closing", () => {
    expect(nextOpening(HOURS, at('2026-11-18T10:00:00Z'))).toEqual({
      when: 'today',
      start: '7:00 AM',
      end: '9:00 PM',
    });
    expect(nextOpening(HOURS, at('2026-11-22T01:00:00Z'))).toEqual({
      when: 'tomorrow',
      start: '10:00 AM',
      end: '4:00 PM',
    });
  });

  it('names the weekday when the next day has no chat, and is null while open', () => {
    const weekdaysOnly: Availability = { monday: WEEKDAY_HOURS, friday: WEEKDAY_HOURS };
    expect(nextOpening(weekdaysOnly, at('2026-11-21T05:00:00Z'))?.when).toBe('Monday');
    expect(nextOpening(weekdaysOnly, at('2026-11-17T05:00:00Z'))?.when).toBe('Friday'); // Mon 22:00
    expect(nextOpening({ monday: WEEKDAY_HOURS }, at('2026-11-17T05:00:00Z'))?.when).toBe('Monday');
    expect(nextOpening({ wednesday: WEEKDAY_HOURS }, at('2026-11-19T05:00:00Z'))?.when).toBe(
      'Wednesday',
    );
    expect(nextOpening(HOURS, at('2026-11-18T19:00:00Z'))).toBeNull();
  });
});
