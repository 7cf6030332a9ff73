// The rules of notification preferences (the server enforces the same): alarm and service
// alerts keep at least one channel, and offers are off unless the customer turns them on.

/** Categories, in display order. */
export const CATEGORIES = ['billing', 'appointments', 'alarm', 'offers'] as const;
/** Channels, in display order. */
export const CHANNELS = ['email', 'sms'] as const;

export type Category = (typeof CATEGORIES)[number];
export type Channel = (typeof CHANNELS)[number];

/** Every category's channels. */
export type Preferences = Record<Category, Record<Channel, boolean>>;

/** Categories that must keep at least one channel. */
export const MUST_REACH: readonly Category[] = ['alarm'];

/** True when this switch may not be turned off: it is the category's last channel on. */
export function isLocked(prefs: Preferences, category: Category, channel: Channel): boolean {
  if (!MUST_REACH.includes(category) || !prefs[category][channel]) return false;
  return CHANNELS.filter((c) => prefs[category][c]).length === 1;
}

/** The preferences with one switch changed, unless a rule forbids it (then unchanged). */
export function setChannel(
  prefs: Preferences,
  category: Category,
  channel: Channel,
  on: boolean,
): Preferences {
  if (!on && isLocked(prefs, category, channel)) return prefs;
  return { ...prefs, [category]: { ...prefs[category], [channel]: on } };
}

/** True when the preferences keep every rule. */
export function isValid(prefs: Preferences): boolean {
  return MUST_REACH.every((category) => CHANNELS.some((channel) => prefs[category][channel]));
}

/** True when two sets of preferences are the same. */
export function samePreferences(a: Preferences, b: Preferences): boolean {
  return CATEGORIES.every((category) =>
    CHANNELS.every((channel) => a[category][channel] === b[category][channel]),
  );
}
