// The switches for every third party (config.json `features`): a part that misbehaves in
// production can be turned off without a release. Off means its code never loads and the
// customer sees an honest fallback instead (feature-fallbacks.ts), never a broken control.
import { getRuntimeConfig, type RuntimeConfig } from './config';

/** The parts that can be switched off. */
export const FEATURE_NAMES = ['chat', 'analytics', 'video', 'commerce', 'payments'] as const;

/** One switchable part. */
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Each part on (true) or off. */
export type Features = Record<FeatureName, boolean>;

/**
 * Whether `name` is on in `config`: every part is on unless the config says `false` for it, so an
 * older config without `features`, or a typo in it, never turns a part off by accident.
 */
export function featureOn(
  config: Pick<RuntimeConfig, 'features'> | null | undefined,
  name: FeatureName,
): boolean {
  return (config?.features as Record<string, unknown> | undefined)?.[name] !== false;
}

/** All switches of `config`. */
export function readFeatures(config: Pick<RuntimeConfig, 'features'> | null | undefined): Features {
  return Object.fromEntries(
    FEATURE_NAMES.map((name) => [name, featureOn(config, name)]),
  ) as Features;
}

/** Whether `name` is on in the loaded config (on when no config was loaded). */
export function isFeatureOn(name: FeatureName, config = getRuntimeConfig()): boolean {
  return featureOn(config, name);
}
