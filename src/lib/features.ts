// The switches for every third party (config.json `features`): a part that misbehaves in
// production can be turned off without a release. Off means its code never loads and the
// customer sees an honest fallback instead (the messages below), never a broken control.
import { getRuntimeConfig, type RuntimeConfig } from './config';

/** The parts that can be switched off. */
export const FEATURE_NAMES = ['chat', 'analytics', 'video', 'commerce', 'payments'] as const;

/** One switchable part. */
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Each part on (true) or off. */
export type Features = Record<FeatureName, boolean>;

/**
 * The switches of `config`: every part is on unless the config says `false` for it, so an older
 * config without `features`, or a typo in it, never turns a part off by accident.
 */
export function readFeatures(config: Pick<RuntimeConfig, 'features'> | null | undefined): Features {
  const raw: unknown = config?.features;
  const given = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(FEATURE_NAMES.map((name) => [name, given[name] !== false])) as Features;
}

/** Whether `name` is on in the loaded config (on when no config was loaded). */
export function isFeatureOn(name: FeatureName, config = getRuntimeConfig()): boolean {
  return readFeatures(config)[name];
}

/** The support line the fallbacks point to. */
export const SUPPORT_PHONE = { display: '1-800-555-0199', href: 'tel:+18005550199' } as const;

/** What a customer sees when a part is off. */
export const FEATURE_FALLBACKS = {
  payments: `Payments are unavailable right now. To pay your bill, call us at ${SUPPORT_PHONE.display}.`,
  chat: 'Chat is unavailable right now. Call us at',
  video: 'Video is unavailable right now.',
} as const;
