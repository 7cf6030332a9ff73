// Calls of the profile and security area (spec 7.2 and 7.3; paths and bodies in
// docs/contracts.md). Every function takes { signal } so TanStack Query can cancel it.
import { apiClient } from '../../lib/api-client';
import { getRuntimeConfig } from '../../lib/config';
import type { Service } from '../../lib/services';

/** Cancellation for one call. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Spec 3 "Profile update payload"; the current-password field name is ours (contracts). */
export interface ProfileUpdate {
  newEmailAddress: string;
  phoneNumber: string;
  currentPassword: string;
}

/** GET password-requirements: the whole pattern plus one pattern per rule, in display order. */
export interface PasswordRequirements {
  pattern: string;
  rules: { label: string; pattern: string }[];
}

/** GET service-address. */
export interface ServiceAddress {
  serviceName: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** One emergency contact of a service; `order` is the 1-based call order. */
export interface EmergencyContact {
  id: string;
  name: string;
  phone: string;
  relationship: string;
  order: number;
}

/** What the add and edit forms send. */
export interface EmergencyContactInput {
  name: string;
  phone: string;
  relationship: string;
  order?: number;
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
}

/** GET verbal-password: whether one is set and when it last changed; never the word. */
export interface VerbalPasswordStatus {
  isSet: boolean;
  /** ISO 8601 time of the last change, null when none is set. */
  updatedAt: string | null;
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

function base(name: 'accountCentre' | 'platform'): string {
  const url = getRuntimeConfig()?.api?.[name];
  if (!url) throw new Error(`config.json has no api.${name} base URL.`);
  return url;
}
const account = (path: string) => `${base('accountCentre')}${path}`;
const platform = (path: string) => `${base('platform')}${path}`;

export function updateProfile(payload: ProfileUpdate, { signal }: CallOptions = {}) {
  return apiClient().request<void>(account('/user-info'), { method: 'PUT', body: payload, signal });
}

export function getServiceAddress(serviceName: string, { signal }: CallOptions = {}) {
  return apiClient().request<ServiceAddress>(account('/service-address'), {
    query: { serviceName },
    signal,
  });
}

export function updateNickname(
  serviceName: string,
  nickname: string | null,
  { signal }: CallOptions = {},
) {
  return apiClient().request<Service>(account('/nickname'), {
    method: 'PUT',
    query: { serviceName },
    body: { nickname },
    signal,
  });
}

export function getEmergencyContacts(serviceName: string, { signal }: CallOptions = {}) {
  return apiClient().request<EmergencyContact[]>(account('/emergency-contacts'), {
    query: { serviceName },
    signal,
  });
}

export function addEmergencyContact(
  serviceName: string,
  contact: EmergencyContactInput,
  { signal }: CallOptions = {},
) {
  return apiClient().request<EmergencyContact[]>(account('/emergency-contacts'), {
    method: 'POST',
    query: { serviceName },
    body: contact,
    signal,
  });
}

export function updateEmergencyContact(
  serviceName: string,
  contact: EmergencyContactInput & { id: string },
  { signal }: CallOptions = {},
) {
  return apiClient().request<EmergencyContact[]>(account('/emergency-contacts'), {
    method: 'PUT',
    query: { serviceName },
    body: contact,
    signal,
  });
}

export function removeEmergencyContact(
  serviceName: string,
  id: string,
  { signal }: CallOptions = {},
) {
  return apiClient().request<EmergencyContact[]>(account('/emergency-contacts'), {
    method: 'DELETE',
    query: { serviceName },
    body: { id },
    signal,
  });
}

export function getAccessActivity(page: number, pageSize: number, { signal }: CallOptions = {}) {
  return apiClient().request<AccessActivityPage>(account('/access-activity'), {
    query: { page, pageSize },
    signal,
  });
}

export function getVerbalPasswordStatus({ signal }: CallOptions = {}) {
  return apiClient().request<VerbalPasswordStatus>(account('/verbal-password'), { signal });
}

export function updateVerbalPassword(body: VerbalPasswordUpdate, { signal }: CallOptions = {}) {
  return apiClient().request<void>(account('/verbal-password'), { method: 'PUT', body, signal });
}

export function getPasswordRequirements({ signal }: CallOptions = {}) {
  return apiClient().request<PasswordRequirements>(platform('/password-requirements'), {
    signal,
  });
}

export function changePassword(
  body: { currentPassword: string; newPassword: string },
  { signal }: CallOptions = {},
) {
  return apiClient().request<void>(platform('/password'), { method: 'PUT', body, signal });
}

export function createMfaAccount({ signal }: CallOptions = {}) {
  return apiClient().request<{ accountUrl: string }>(platform('/mfa/account'), {
    method: 'POST',
    signal,
  });
}

export function enableMfa(code: string, { signal }: CallOptions = {}) {
  return apiClient().request<{ enabled: boolean }>(platform('/mfa/enable'), {
    method: 'POST',
    body: { code },
    signal,
  });
}

export function disableMfa({ signal }: CallOptions = {}) {
  return apiClient().request<{ enabled: boolean }>(platform('/mfa/disable'), {
    method: 'POST',
    signal,
  });
}

export function deleteMfaAccount({ signal }: CallOptions = {}) {
  return apiClient().request<void>(platform('/mfa/account'), { method: 'DELETE', signal });
}
