// Server data of the profile area through TanStack Query: one key per resource, so a change
// refreshes exactly what it touched and switching services loads that service's data.
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  addEmergencyContact,
  confirmEmail,
  getEmailStatus,
  getEmergencyContacts,
  getServiceAddress,
  removeEmergencyContact,
  resendEmailCode,
  updateEmergencyContact,
  updateNickname,
  updateProfile,
  type EmergencyContactInput,
  type ProfileUpdate,
} from './api';
import type { CallOptions } from '../../lib/http/api-client';
import type { Service } from '../../lib/shared/services';
import { useUserStore } from '../../stores/user-store';
import { isWrongCurrentPassword } from '../../lib/http/failure';

// The security pages' hooks are in security/security-queries.ts (see there why).

/** Query keys of the profile area. */
export const profileKeys = {
  address: (serviceName: string) => ['profile', 'service-address', serviceName] as const,
  contacts: (serviceName: string) => ['profile', 'emergency-contacts', serviceName] as const,
  activity: (page: number, pageSize: number) =>
    ['profile', 'access-activity', page, pageSize] as const,
  passwordRequirements: ['profile', 'password-requirements'] as const,
  mfa: ['profile', 'mfa-enabled'] as const,
  verbalPassword: ['profile', 'verbal-password'] as const,
  passwordStatus: ['profile', 'password-status'] as const,
  recoveryCodes: ['profile', 'recovery-codes'] as const,
  devices: ['profile', 'signed-in-devices'] as const,
  emailStatus: ['profile', 'email-status'] as const,
  passkeys: ['profile', 'passkeys'] as const,
};

export function useServiceAddress(serviceName: string) {
  return useQuery({
    queryKey: profileKeys.address(serviceName),
    queryFn: ({ signal }) => getServiceAddress(serviceName, { signal }),
  });
}

export function useEmergencyContacts(serviceName: string | null) {
  return useQuery({
    queryKey: profileKeys.contacts(serviceName ?? ''),
    queryFn: ({ signal }) => getEmergencyContacts(serviceName ?? '', { signal }),
    enabled: Boolean(serviceName),
    staleTime: 0,
  });
}

/**
 * The hook of an account resource that is asked again each time a page shows it. `get` is
 * called through an arrow, so a test's mock of the call is the one used.
 */
export function freshQuery<T>(queryKey: QueryKey, get: (options: CallOptions) => Promise<T>) {
  return function useFreshQuery() {
    return useQuery({ queryKey, queryFn: ({ signal }) => get({ signal }), staleTime: 0 });
  };
}

/** Whether the customer's email is confirmed. */
export const useEmailStatus = freshQuery(profileKeys.emailStatus, (options) =>
  getEmailStatus(options),
);

/**
 * Renames a service (PUT nickname). The stored user, the one home of the services, takes the
 * answer at once, so the service selector, the header and the dashboard show the new title
 * without a reload.
 */
export function useSaveNickname(service: Service, onSaved: (renamed: Service) => void) {
  return useMutation({
    mutationFn: (value: string) => updateNickname(service.serviceName, value.trim() || null),
    onSuccess: (updated) => {
      const next = { ...service, ...updated };
      if (!updated.nickName) delete next.nickName;
      useUserStore.getState().updateService(next);
      onSaved(next);
    },
  });
}

/** One change to a service's emergency contacts. */
export type EmergencyContactChange =
  | { add: EmergencyContactInput }
  | { update: EmergencyContactInput & { id: string } }
  | { remove: string };

/**
 * Adds, changes or removes an emergency contact. Each call answers the whole new list, which
 * becomes the cached one for every page that shows the service's contacts.
 */
export function useChangeEmergencyContacts(serviceName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: EmergencyContactChange) =>
      'add' in change
        ? addEmergencyContact(serviceName, change.add)
        : 'update' in change
          ? updateEmergencyContact(serviceName, change.update)
          : removeEmergencyContact(serviceName, change.remove),
    onSuccess: (list) => client.setQueryData(profileKeys.contacts(serviceName), list),
  });
}

/** What a page does around a save: clear its messages first, then say how it went. */
export interface SaveHandlers<T, V> {
  onMutate?: (value: V) => void;
  onSuccess?: (answer: T, value: V) => void;
  onError?: (error: Error) => void;
}

/**
 * The mutation hook of a save: `save` is the call, `cache` writes its answer into (or marks
 * stale) the keys it changed; the page passes what it says around it.
 */
export function profileSave<V, T>(
  save: (value: V) => Promise<T>,
  cache: (client: QueryClient, answer: T) => void,
) {
  return function useProfileSave(handlers: SaveHandlers<T, V> = {}) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: save,
      onMutate: handlers.onMutate,
      onError: handlers.onError,
      onSuccess: (answer: T, value: V) => {
        cache(client, answer);
        handlers.onSuccess?.(answer, value);
      },
    });
  };
}

export const askAgain = (queryKey: QueryKey) => (client: QueryClient) =>
  void client.invalidateQueries({ queryKey });

/** Confirms the changed email with the mailed code. */
export const useConfirmEmail = profileSave(
  (code: string) => confirmEmail(code),
  (client, answer) => client.setQueryData(profileKeys.emailStatus, answer),
);
/** Mails a new confirmation code (nothing cached changes). */
export const useResendEmailCode = profileSave(
  () => resendEmailCode(),
  () => {},
);
/**
 * What a page does when a save that needs the current password ends. The hooks below keep the
 * shared state right themselves (the signed-in user's contact details, mfaEnabled); the page only
 * says what the customer sees next.
 */
export interface PasswordCheckedSave<T> {
  onSaved: (result: T) => void;
  /** The server refused the current password ('Invalid current password.'). */
  onWrongPassword: () => void;
}

/** Changes the email address or the mobile number (PUT user-info, spec 4.3). */
export function useUpdateContact(page: PasswordCheckedSave<ProfileUpdate>) {
  return useMutation({
    mutationFn: (payload: ProfileUpdate) => updateProfile(payload),
    onSuccess: (_result, payload) => {
      useUserStore
        .getState()
        .updateContact({ email: payload.newEmailAddress, phoneNumber: payload.phoneNumber });
      page.onSaved(payload);
    },
    onError: (error) => {
      if (isWrongCurrentPassword(error)) page.onWrongPassword();
    },
  });
}
