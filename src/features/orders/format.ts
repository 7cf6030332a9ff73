// Dates and money on the confirmation pages. Dates read in America/Denver (spec 9.1) with the
// zone named, so they match what the appointments area and the support line say.
import { formatCurrency } from '../../components/format/format-currency';

const TIME_ZONE = 'America/Denver';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** "Tuesday, March 10, 2026" in Denver. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "Tuesday, March 10, 2026 at 9:14 AM MDT" in Denver. */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso)} at ${plain(timeFormat.format(new Date(iso)))}`;
}

/** "Tuesday, March 10, 2026, 8:00 AM MDT – 10:00 AM MDT" in Denver. */
export function formatVisitWindow(startIso: string, endIso: string): string {
  const start = plain(timeFormat.format(new Date(startIso)));
  const end = plain(timeFormat.format(new Date(endIso)));
  return `${formatDate(startIso)}, ${start} – ${end}`;
}

/** Integer cents as dollars: 4499 -> "$44.99". */
export function formatCents(cents: number): string {
  return formatCurrency(cents / 100, { fractionDigits: 2 });
}
