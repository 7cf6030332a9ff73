// Spec-free limits the reference backend enforces (docs/contracts.md), checked here before
// anything is sent.

/** Most emergency contacts a service can have. */
export const MAX_EMERGENCY_CONTACTS = 5;

/** Longest passkey name the reference backend accepts (docs/contracts.md "Passkeys"). */
export const PASSKEY_NAME_MAX = 60;

/** Shortest and longest verbal password the reference backend accepts (docs/contracts.md). */
export const VERBAL_PASSWORD_LENGTH = { min: 4, max: 32 } as const;

/** Longest emergency-contact name and relationship, and service nickname. */
export const CONTACT_NAME_MAX = 80;
export const RELATIONSHIP_MAX = 40;
export const NICKNAME_MAX = 40;
