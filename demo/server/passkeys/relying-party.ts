// Who the browser and the authenticator must agree this site is: the relying party of WebAuthn.
// The RP id is the host of the public origin (`localhost` in the demo; a passkey made on one
// host never signs in on another), and assertions must come from exactly that origin.

/** The relying party every passkey of this server belongs to. */
export interface RelyingParty {
  /** The registrable host, e.g. `localhost` or `account.example.com`. */
  rpID: string;
  /** Shown by the browser and the authenticator when a passkey is made. */
  rpName: string;
  /** The one origin (scheme, host, port) ceremonies may come from. */
  origin: string;
}

/** The name customers see in their passkey manager. */
export const RP_NAME = 'Smart Home Security';

/** The relying party of a server whose public origin is `origin`. */
export function relyingParty(origin: string): RelyingParty {
  const url = new URL(origin);
  return { rpID: url.hostname, rpName: RP_NAME, origin: url.origin };
}
