// What a customer sees when a part is switched off (lib/shared/features.ts): the honest way to do the
// same thing, which for a home-security provider is the phone line.

/** The support line the fallbacks point to. */
export const SUPPORT_PHONE = { display: '1-800-555-0199', href: 'tel:+18005550199' } as const;

/** The fallback texts. */
export const FEATURE_FALLBACKS = {
  payments: 'Payments are unavailable right now. To pay your bill, call us at 1-800-555-0199.',
  /** Followed by the phone number as a link. */
  chat: 'Chat is unavailable right now. Call us at',
} as const;
