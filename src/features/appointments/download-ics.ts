// Hands the .ics text to the browser as a file download (a blob URL on a temporary link; no
// server round trip, and nothing inline that the Content-Security-Policy would block).
import type { Appointment } from './api';
import { buildIcs, icsFileName } from './ics';
import type { AppointmentsTranslate } from './text';
import { formatWindowTime } from '../../lib/dates/denver-time';

/**
 * The calendar event's text for a visit, in the words of `t` (the reader's language: the
 * customer reads the event's title and description in their calendar app).
 */
export function visitIcs(
  appointment: Appointment,
  t: AppointmentsTranslate,
  now = new Date(),
): string {
  const window = formatWindowTime(appointment.windowStart, appointment.windowEnd);
  const parts = [
    t('ics.window', { window }),
    t('ics.order', { orderId: appointment.orderId }),
    appointment.technicianNote ?? '',
  ];
  return buildIcs(
    {
      id: appointment.id,
      title: t('ics.title', { type: t(`type.${appointment.type}`) }),
      windowStart: appointment.windowStart,
      windowEnd: appointment.windowEnd,
      address: appointment.address,
      description: parts.filter(Boolean).join(' '),
    },
    now,
  );
}

/** Starts the download of a visit's .ics file. */
export function downloadIcs(appointment: Appointment, t: AppointmentsTranslate): void {
  const blob = new Blob([visitIcs(appointment, t)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(appointment.id);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
