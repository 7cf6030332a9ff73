// What a customer sees when a part is switched off (lib/shared/features.ts): the honest way to do the
// same thing, which for a home-security provider is the phone line.

/** The support line the fallbacks point to. */
export const SUPPORT_PHONE = { display: '1-800-555-0199', href: 'tel:+18005550199' } as const;

// The fallback texts themselves are words in every language: src/lib/shared/locales (fallback.*).
