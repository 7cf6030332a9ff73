// Texts of the Communications area (spec 2.1 /communications; the rules of issue 12).
export { COMMUNICATIONS_TITLE } from './title';

export const COMMUNICATIONS_TEXT = {
  lead: 'Choose which messages you get from us, and how.',
  loading: 'Loading your communication preferences',
  loadError: 'Failed to get communication preferences.',
  saveError: 'Failed to save communication preferences.',
  save: 'Save preferences',
  saved: 'Your communication preferences were saved.',
  alarmWhy:
    'Alarm and service alerts need at least one channel: we must be able to reach you about an alarm.',
  offersWhy: 'Offers stay off unless you choose them.',
} as const;

/** Category names and what each covers. */
export const CATEGORY_TEXT = {
  billing: { label: 'Billing and payments', hint: 'Bills, payment reminders and receipts.' },
  appointments: { label: 'Appointments', hint: 'Technician visits: confirmations and reminders.' },
  alarm: { label: 'Alarm and service alerts', hint: 'Alarms, system trouble and outages.' },
  offers: { label: 'Offers and news', hint: 'New products and promotions.' },
} as const;

export const CHANNEL_TEXT = { email: 'Email', sms: 'Text message' } as const;
