// Calls of the profile and security area (spec 7.2 and 7.3; paths and bodies in
// docs/contracts.md). Every function takes { signal } so TanStack Query can cancel it.
import { apiClient, type CallOptions } from '../../lib/http/api-client';
import { apiUrl } from '../../lib/http/api-url';
import type { Service } from '../../lib/shared/services';
import type {
  PasswordRequirements,
  ServiceAddress,
  EmergencyContact,
  EmergencyContactInput,
  VerbalPasswordStatus,
  SignedInDevice,
  SecurityNoticeKind,
} from '../../contracts/profile';
import type { Passkey } from '../../contracts/passkeys';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '../../lib/auth/passkeys';

// The payload types live in src/contracts, shared with the reference server.
export type * from '../../contracts/profile';
export type * from '../../contracts/passkeys';

/** Spec 3 "Profile update payload"; the current-password field name is ours (contracts). */
export interface ProfileUpdate {
  newEmailAddress: string;
  phoneNumber: string;
  currentPassword: string;
}

/** One sign-in attempt of the account. */
export interface AccessActivityItem {
  id: number;
  occurredAt: string;
  browser: string;
  os: string;
  ip: string;
  success: boolean;
  mfaUsed: boolean;
  /** A success that was the first from this browser and OS (docs/contracts.md). */
  newBrowser?: boolean;
  /**
   * Which secret was checked (issues 14 and 23), or the security change (issue 25; ids are per
   * kind of entry); older entries may lack it.
   */
  kind?:
    | 'password'
    | 'code'
    | 'recovery-code'
    | 'current-password'
    | 'email-code'
    | 'sign-in-link'
    | 'passkey'
    | SecurityNoticeKind;
}

/** PUT verbal-password: the new word, confirmed with the current password. */
export interface VerbalPasswordUpdate {
  verbalPassword: string;
  currentPassword: string;
}

/** A page of sign-in attempts, newest first. */
export interface AccessActivityPage {
  items: AccessActivityItem[];
  total: number;
  page: number;
  pageSize: number;
}

export function updateProfile(payload: ProfileUpdate, { signal }: CallOptions = {}) {
  return apiClient().request<void>(apiUrl('accountCentre', '/user-info'), {
    method: 'PUT',
    body: payload,
    signal,
  });
}

export function getServiceAddress(serviceName: string, { signal }: CallOptions = {}) {
  return apiClient().request<ServiceAddress>(apiUrl('accountCentre', '/service-address'), {
    query: { serviceName },
    signal,
  });
}

export function updateNickname(
  serviceName: string,
  nickname: string | null,
  { signal }: CallOptions = {},
) {
  return apiClient().request<Service>(apiUrl('accountCentre', '/nickname'), {
    method: 'PUT',
    query: { serviceName },
    body: { nickname },
    signal,
  });
}

export function getEmergencyContacts(serviceName: string, { signal }: CallOptions = {}) {
  return apiClient().request<EmergencyContact[]>(apiUrl('accountCentre', '/emergency-contacts'), {
    query: { serviceName },
    signal,
  });
}

/** A change to the emergency contacts of a service; each answers the whole new list. */
function changeEmergencyContacts(
  method: 'POST' | 'PUT' | 'DELETE',
  serviceName: string,
  body: unknown,
  { signal }: CallOptions,
) {
  return apiClient().request<EmergencyContact[]>(apiUrl('accountCentre', '/emergency-contacts'), {
    method,
    query: { serviceName },
    body,
    signal,
  });
}

export function addEmergencyContact(
  serviceName: string,
  contact: EmergencyContactInput,
  options: CallOptions = {},
) {
  return changeEmergencyContacts('POST', serviceName, contact, options);
}

export function updateEmergencyContact(
  serviceName: string,
  contact: EmergencyContactInput & { id: string },
  options: CallOptions = {},
) {
  return changeEmergencyContacts('PUT', serviceName, contact, options);
}

export function removeEmergencyContact(serviceName: string, id: string, options: CallOptions = {}) {
  return changeEmergencyContacts('DELETE', serviceName, { id }, options);
}

export function getAccessActivity(page: number, pageSize: number, { signal }: CallOptions = {}) {
  return apiClient().request<AccessActivityPage>(apiUrl('accountCentre', '/access-activity'), {
    query: { page, pageSize },
    signal,
  });
}

/** When the sign-in password was last set (GET /password-status). */
export interface PasswordStatus {
  /** ISO 8601; the account's creation until the first change. */
  changedAt: string | null;
}

export function getPasswordStatus({ signal }: CallOptions = {}) {
  return apiClient().request<PasswordStatus>(apiUrl('accountCentre', '/password-status'), {
    signal,
  });
}

export function getVerbalPasswordStatus({ signal }: CallOptions = {}) {
  return apiClient().request<VerbalPasswordStatus>(apiUrl('accountCentre', '/verbal-password'), {
    signal,
  });
}

export function updateVerbalPassword(body: VerbalPasswordUpdate, { signal }: CallOptions = {}) {
  return apiClient().request<void>(apiUrl('accountCentre', '/verbal-password'), {
    method: 'PUT',
    body,
    signal,
  });
}

export function getPasswordRequirements({ signal }: CallOptions = {}) {
  return apiClient().request<PasswordRequirements>(apiUrl('platform', '/password-requirements'), {
    signal,
  });
}

export function changePassword(
  body: { currentPassword: string; newPassword: string },
  { signal }: CallOptions = {},
) {
  return apiClient().request<void>(apiUrl('platform', '/password'), {
    method: 'PUT',
    body,
    signal,
  });
}

export function createMfaAccount({ signal }: CallOptions = {}) {
  return apiClient().request<{ accountUrl: string }>(apiUrl('platform', '/mfa/account'), {
    method: 'POST',
    signal,
  });
}

/** POST mfa/enable answer: on, with the ten recovery codes shown only this once. */
export interface MfaEnabled {
  enabled: boolean;
  recoveryCodes: string[];
}

/** Turning 2FA on, off and deleting it need the current password (step-up). */
export function enableMfa(code: string, currentPassword: string, { signal }: CallOptions = {}) {
  return apiClient().request<MfaEnabled>(apiUrl('platform', '/mfa/enable'), {
    method: 'POST',
    body: { code, currentPassword },
    signal,
  });
}

export function disableMfa(currentPassword: string, { signal }: CallOptions = {}) {
  return apiClient().request<{ enabled: boolean }>(apiUrl('platform', '/mfa/disable'), {
    method: 'POST',
    body: { currentPassword },
    signal,
  });
}

export function deleteMfaAccount(currentPassword: string, { signal }: CallOptions = {}) {
  return apiClient().request<void>(apiUrl('platform', '/mfa/account'), {
    method: 'DELETE',
    body: { currentPassword },
    signal,
  });
}

/** GET mfa/recovery-codes: how many unused recovery codes are left. */
export function getRecoveryCodeCount({ signal }: CallOptions = {}) {
  return apiClient().request<{ remaining: number }>(apiUrl('platform', '/mfa/recovery-codes'), {
    signal,
  });
}

/** POST mfa/recovery-codes: ten new codes replacing the old ones. */
export function renewRecoveryCodes(currentPassword: string, { signal }: CallOptions = {}) {
  return apiClient().request<{ recoveryCodes: string[] }>(
    apiUrl('platform', '/mfa/recovery-codes'),
    {
      method: 'POST',
      body: { currentPassword },
      signal,
    },
  );
}

export function getSignedInDevices({ signal }: CallOptions = {}) {
  return apiClient().request<SignedInDevice[]>(apiUrl('accountCentre', '/sessions'), { signal });
}

/** Signs one device out. */
export function signOutDevice(id: string, { signal }: CallOptions = {}) {
  return apiClient().request<void>(apiUrl('accountCentre', `/sessions/${encodeURIComponent(id)}`), {
    method: 'DELETE',
    signal,
  });
}

/** Signs every other device out (this one signs out the usual way afterwards). */
export function signOutOtherDevices({ signal }: CallOptions = {}) {
  return apiClient().request<{ ended: number }>(apiUrl('accountCentre', '/sessions'), {
    method: 'DELETE',
    signal,
  });
}

/** GET email-confirmation: the email and whether the customer has confirmed it. */
export interface EmailStatus {
  email: string;
  verified: boolean;
}

export function getEmailStatus({ signal }: CallOptions = {}) {
  return apiClient().request<EmailStatus>(apiUrl('accountCentre', '/email-confirmation'), {
    signal,
  });
}

/** Confirms a changed email with the code mailed to it. */
export function confirmEmail(code: string, { signal }: CallOptions = {}) {
  return apiClient().request<EmailStatus>(apiUrl('accountCentre', '/email-confirmation'), {
    method: 'POST',
    body: { code },
    signal,
  });
}

/** Mails a new confirmation code. */
export function resendEmailCode({ signal }: CallOptions = {}) {
  return apiClient().request<EmailStatus>(apiUrl('accountCentre', '/email-confirmation/resend'), {
    method: 'POST',
    signal,
  });
}

/** GET passkeys: the customer's passkeys, oldest first (issue 25). */
export function getPasskeys({ signal }: CallOptions = {}) {
  return apiClient().request<Passkey[]>(apiUrl('accountCentre', '/passkeys'), { signal });
}

/** POST passkeys/options: a challenge of this session, for the browser to make a passkey. */
export function getPasskeyCreationOptions({ signal }: CallOptions = {}) {
  return apiClient().request<PublicKeyCredentialCreationOptionsJSON>(
    apiUrl('accountCentre', '/passkeys/options'),
    { method: 'POST', signal },
  );
}

/** POST passkeys: the browser's new credential, stored under `name` (or a default name). */
export function addPasskey(
  body: { response: RegistrationResponseJSON; name?: string },
  { signal }: CallOptions = {},
) {
  return apiClient().request<Passkey>(apiUrl('accountCentre', '/passkeys'), {
    method: 'POST',
    body,
    signal,
  });
}

function passkeyPath(id: string) {
  return apiUrl('accountCentre', `/passkeys/${encodeURIComponent(id)}`);
}

export function renamePasskey(id: string, name: string, { signal }: CallOptions = {}) {
  return apiClient().request<Passkey>(passkeyPath(id), {
    method: 'PATCH',
    body: { name },
    signal,
  });
}

export function removePasskey(id: string, { signal }: CallOptions = {}) {
  return apiClient().request<void>(passkeyPath(id), { method: 'DELETE', signal });
}
