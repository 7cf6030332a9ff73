// Calls behind the stored user (spec 7.2 GET user-info, 7.3 GET MFA enabled).
import { apiClient, type CallOptions } from './api-client';
import { apiUrl } from './api-url';
import type { Service } from '../shared/services';
import type { Locale } from '../shared/i18n/locales';
import type { RecentSignInConfirmation } from '../../contracts/profile';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '../auth/passkeys';

/** GET user-info response (docs/contracts.md, UserRecord). */
export interface UserRecord {
  id: string;
  email?: string;
  platformUserId?: string;
  customerId?: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  services?: Service[];
  /** The language the customer chose (issue 28); absent until they choose one. */
  language?: string;
}

export function getUserInfo({ signal }: CallOptions = {}): Promise<UserRecord> {
  return apiClient().request<UserRecord>(apiUrl('accountCentre', '/user-info'), { signal });
}

/**
 * Issue 28: remembers the customer's language on the server, which also words their mail in it
 * and shows the sign-in pages in it on any device they sign in from.
 */
export function saveLanguage(
  language: Locale,
  { signal }: CallOptions = {},
): Promise<{
  language: Locale;
}> {
  return apiClient().request<{ language: Locale }>(apiUrl('accountCentre', '/language'), {
    method: 'PUT',
    body: { language },
    signal,
  });
}

export function getMfaEnabled({ signal }: CallOptions = {}): Promise<{
  enabled: boolean;
}> {
  return apiClient().request<{ enabled: boolean }>(apiUrl('platform', '/mfa/enabled'), {
    signal,
  });
}

/** Issue 25: confirms who the customer is with their password (the "Confirm it's you" dialog). */
export function confirmRecentSignIn(
  password: string,
  { signal }: CallOptions = {},
): Promise<RecentSignInConfirmation> {
  return apiClient().request<RecentSignInConfirmation>(apiUrl('accountCentre', '/recent-sign-in'), {
    method: 'POST',
    body: { password },
    signal,
  });
}

/** Issue 25: the options to confirm who the customer is with one of their passkeys instead. */
export function passkeyConfirmationOptions({
  signal,
}: CallOptions = {}): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return apiClient().request<PublicKeyCredentialRequestOptionsJSON>(
    apiUrl('accountCentre', '/recent-sign-in/passkey-options'),
    { method: 'POST', signal },
  );
}

/** Issue 25: confirms who the customer is with the passkey assertion answering those options. */
export function confirmRecentSignInWithPasskey(
  response: AuthenticationResponseJSON,
  { signal }: CallOptions = {},
): Promise<RecentSignInConfirmation> {
  return apiClient().request<RecentSignInConfirmation>(
    apiUrl('accountCentre', '/recent-sign-in/passkey'),
    { method: 'POST', body: { response }, signal },
  );
}
