// Notification preferences of a customer (issue 12; the spec names no call): one switch per
// category and channel. Two rules: alarm and service alerts keep at least one channel (a
// customer must hear about an alarm), and marketing offers are off unless chosen.
import { badRequest } from './api/errors.js';
import type { Db } from './db/database.js';
import { INTL_LOCALES, type Locale } from '../../src/lib/shared/i18n/locales.js';
import { accountText } from './account-text/text.js';

/** Categories, in display order. */
export const CATEGORIES = ['billing', 'appointments', 'alarm', 'offers'] as const;
/** Channels, in display order. */
export const CHANNELS = ['email', 'sms'] as const;

export type Category = (typeof CATEGORIES)[number];
export type Channel = (typeof CHANNELS)[number];

/** One category's channels. */
export type Preferences = Record<Category, Record<Channel, boolean>>;

/** What a customer gets before choosing: everything on by email, offers off everywhere. */
export const DEFAULT_PREFERENCES: Preferences = {
  billing: { email: true, sms: false },
  appointments: { email: true, sms: true },
  alarm: { email: true, sms: true },
  offers: { email: false, sms: false },
};

/** The refusals of a preferences change, in the reader's language. */
export function preferenceMessages(locale: Locale) {
  const t = accountText.t(locale);
  const channels = new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' });
  return {
    alarmNeedsChannel: t('preferences.alarmNeedsChannel'),
    shape: t('preferences.shape', {
      categories: CATEGORIES.join(', '),
      channels: channels.format(CHANNELS),
    }),
  };
}

/** The customer's preferences (defaults where nothing was chosen). */
export function getPreferences(db: Db, userId: string): Preferences {
  const result = structuredClone(DEFAULT_PREFERENCES);
  const rows = db
    .prepare('SELECT category, channel, enabled FROM communication_preferences WHERE user_id = ?')
    .all(userId) as { category: string; channel: string; enabled: number }[];
  for (const row of rows) {
    if (
      (CATEGORIES as readonly string[]).includes(row.category) &&
      (CHANNELS as readonly string[]).includes(row.channel)
    ) {
      result[row.category as Category][row.channel as Channel] = row.enabled === 1;
    }
  }
  return result;
}

/** The body as complete preferences, or a 400 saying what is wrong (rules included). */
export function parsePreferences(body: unknown, locale: Locale = 'en'): Preferences {
  const messages = preferenceMessages(locale);
  const source = (body as { preferences?: unknown } | null)?.preferences;
  if (!source || typeof source !== 'object') throw badRequest(messages.shape);
  const result = {} as Preferences;
  for (const category of CATEGORIES) {
    const channels = (source as Record<string, unknown>)[category];
    if (!channels || typeof channels !== 'object') throw badRequest(messages.shape);
    result[category] = {} as Record<Channel, boolean>;
    for (const channel of CHANNELS) {
      const value = (channels as Record<string, unknown>)[channel];
      if (typeof value !== 'boolean') throw badRequest(messages.shape);
      result[category][channel] = value;
    }
  }
  if (!CHANNELS.some((channel) => result.alarm[channel])) {
    throw badRequest(messages.alarmNeedsChannel);
  }
  return result;
}

/** Replaces the customer's preferences. */
export function savePreferences(db: Db, userId: string, preferences: Preferences): void {
  const upsert = db.prepare(
    `INSERT INTO communication_preferences (user_id, category, channel, enabled) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, category, channel) DO UPDATE SET enabled = excluded.enabled`,
  );
  db.transaction(() => {
    for (const category of CATEGORIES) {
      for (const channel of CHANNELS) {
        upsert.run(userId, category, channel, preferences[category][channel] ? 1 : 0);
      }
    }
  })();
}
