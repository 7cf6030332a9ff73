// Payloads of the passkey calls (docs/contracts.md "Passkeys"), shared by the account centre and
// the reference backend.

/** One of the customer's passkeys as `GET /api/account/passkeys` lists it. */
export interface Passkey {
  /** The WebAuthn credential id (base64url). */
  id: string;
  /** The customer's name for it (by default the browser and system it was made on). */
  name: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null until it is first used to sign in. */
  lastUsedAt: string | null;
}
