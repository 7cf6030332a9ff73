// Reads an authenticator set-up URL (otpauth://totp/Issuer:account?secret=...&issuer=...), so
// the 2FA page can show the secret for manual entry next to the QR code.

/** What the page shows from an otpauth URL. */
export interface OtpAuthDetails {
  secret: string;
  issuer: string | null;
  account: string | null;
}

/** The details of an otpauth:// URL, or null when it is not one or has no secret. */
export function parseOtpAuthUrl(url: string): OtpAuthDetails | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'otpauth:') return null;
  const secret = parsed.searchParams.get('secret');
  if (!secret) return null;
  // The label is "Issuer:account" (percent-encoded); the host is the type (totp/hotp), which
  // engines that do not parse hosts of unknown schemes leave at the start of the path.
  const path = parsed.pathname.replace(/^\/+/, '').replace(/^(totp|hotp)\//, '');
  const label = decodeURIComponent(path);
  const colon = label.indexOf(':');
  const account = (colon >= 0 ? label.slice(colon + 1) : label).trim() || null;
  const issuer =
    parsed.searchParams.get('issuer') ?? (colon >= 0 ? label.slice(0, colon).trim() : null);
  return { secret, issuer: issuer || null, account };
}

/** The secret in groups of four, as authenticator apps print it, for easier typing. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
