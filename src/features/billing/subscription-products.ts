// The subscriptions a featureName in /billing/subscription/{featureName} can name (spec 3). These
// are product names, the same in every language (docs/translation-glossary.md), so they are not in
// the billing catalogue.

/** The provider's name: the prefix of the Protection Plan products (spec 3). */
export const PROVIDER_NAME = 'Smart Home Security';

/** Spec 3 "Subscription product names", by the featureName in /billing/subscription/{featureName}. */
export const SUBSCRIPTION_PRODUCTS: Readonly<Record<string, string>> = {
  'playback-dvr': 'Playback DVR',
  'protection-plan': `${PROVIDER_NAME} Protection Plan`,
  'protection-plan-mobile': `${PROVIDER_NAME} Protection Plan Mobile`,
  'protection-plan-mobile-plus': `${PROVIDER_NAME} Protection Plan Mobile Plus`,
};

/** The featureName that lists every subscription (the sub-navigation's target). */
export const ALL_SUBSCRIPTIONS = 'all';
