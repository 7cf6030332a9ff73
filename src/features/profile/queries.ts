// Server data of the profile area through TanStack Query: one key per resource, so a change
// refreshes exactly what it touched and switching services loads that service's data.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  addEmergencyContact,
  changePassword,
  createMfaAccount,
  deleteMfaAccount,
  disableMfa,
  enableMfa,
  updateProfile,
  type ProfileUpdate,
  confirmEmail,
  renewRecoveryCodes,
  resendEmailCode,
  signOutDevice,
  signOutOtherDevices,
  updateVerbalPassword,
  type SignedInDevice,
  type VerbalPasswordStatus,
  type VerbalPasswordUpdate,
  getAccessActivity,
  removeEmergencyContact,
  updateEmergencyContact,
  type EmergencyContactInput,
  getEmergencyContacts,
  getPasswordRequirements,
  getServiceAddress,
  getEmailStatus,
  getRecoveryCodeCount,
  getSignedInDevices,
  getPasswordStatus,
  getVerbalPasswordStatus,
  updateNickname,
  getPasskeys,
  getPasskeyCreationOptions,
  addPasskey,
  renamePasskey,
  removePasskey,
  type Passkey,
} from './api';
import { createPasskey } from '../../lib/auth/passkeys';
import type { CallOptions } from '../../lib/http/api-client';
import { getMfaEnabled } from '../../lib/http/user-api';
import type { Service } from '../../lib/shared/services';
import { useUserStore } from '../../stores/user-store';
import { isWrongCurrentPassword } from '../../lib/http/failure';
import { createAuthenticator, turnOffMfa, turnOnMfa } from './security/mfa-flow';

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

export function useAccessActivity(page: number, pageSize: number) {
  return useQuery({
    queryKey: profileKeys.activity(page, pageSize),
    queryFn: ({ signal }) => getAccessActivity(page, pageSize, { signal }),
    // The list grows with every sign-in: always ask again when the page opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function usePasswordRequirements() {
  return useQuery({
    queryKey: profileKeys.passwordRequirements,
    queryFn: ({ signal }) => getPasswordRequirements({ signal }),
    staleTime: Infinity,
  });
}

/**
 * Re-reads the MFA status from the server into the stored user, its one home (spec 3 "Stored
 * user"): pages show `user.mfaEnabled`, this query only says whether the re-read worked.
 */
export function useMfaStatus() {
  return useQuery({
    queryKey: profileKeys.mfa,
    queryFn: async ({ signal }) => {
      const enabled = (await getMfaEnabled({ signal })).enabled === true;
      useUserStore.getState().setMfaEnabled(enabled);
      return enabled;
    },
    staleTime: 0,
  });
}

/**
 * The hook of an account resource that is asked again each time a page shows it. `get` is
 * called through an arrow, so a test's mock of the call is the one used.
 */
function freshQuery<T>(queryKey: QueryKey, get: (options: CallOptions) => Promise<T>) {
  return function useFreshQuery() {
    return useQuery({ queryKey, queryFn: ({ signal }) => get({ signal }), staleTime: 0 });
  };
}

/** When the password was last set (it changes on the password page). */
export const usePasswordStatus = freshQuery(profileKeys.passwordStatus, (options) =>
  getPasswordStatus(options),
);
export const useVerbalPasswordStatus = freshQuery(profileKeys.verbalPassword, (options) =>
  getVerbalPasswordStatus(options),
);
/** How many unused 2FA recovery codes are left. */
export const useRecoveryCodeCount = freshQuery(profileKeys.recoveryCodes, (options) =>
  getRecoveryCodeCount(options),
);
/** The customer's signed-in devices (live sessions). */
export const useSignedInDevices = freshQuery(profileKeys.devices, (options) =>
  getSignedInDevices(options),
);
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
function profileSave<V, T>(
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

const askAgain = (queryKey: QueryKey) => (client: QueryClient) =>
  void client.invalidateQueries({ queryKey });

/** Sets the verbal password; the page then knows only that one is set, never which. */
export const useSaveVerbalPassword = profileSave(
  (body: VerbalPasswordUpdate) => updateVerbalPassword(body),
  (client) =>
    client.setQueryData<VerbalPasswordStatus>(profileKeys.verbalPassword, {
      isSet: true,
      updatedAt: new Date().toISOString(),
    }),
);
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
/** Signs one device out. */
export const useSignOutDevice = profileSave(
  (device: SignedInDevice) => signOutDevice(device.id),
  askAgain(profileKeys.devices),
);
/** Signs every other device out. */
export const useSignOutOtherDevices = profileSave(
  () => signOutOtherDevices(),
  askAgain(profileKeys.devices),
);
/** Ten new recovery codes for the current password; the count is asked again. */
export const useRenewRecoveryCodes = profileSave(
  (currentPassword: string) => renewRecoveryCodes(currentPassword),
  askAgain(profileKeys.recoveryCodes),
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

/** Changes the password (spec 4.3). */
export function useChangePassword(page: PasswordCheckedSave<void>) {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => changePassword(body),
    onSuccess: () => page.onSaved(),
    onError: (error) => {
      if (isWrongCurrentPassword(error)) page.onWrongPassword();
    },
  });
}

const setMfaEnabled = (enabled: boolean) => useUserStore.getState().setMfaEnabled(enabled);

/** Turns two-factor authentication on with the authenticator's code; saved: the recovery codes. */
export function useTurnOnTwoFactor(
  page: PasswordCheckedSave<string[]> & { onFailed: (message: string) => void },
) {
  return useMutation({
    mutationFn: ({ code, currentPassword }: { code: string; currentPassword: string }) =>
      turnOnMfa({ enable: () => enableMfa(code, currentPassword), setMfaEnabled }),
    onSuccess: (answer) => page.onSaved(answer.recoveryCodes ?? []),
    onError: (failure) => {
      if (isWrongCurrentPassword((failure as { cause?: unknown }).cause)) page.onWrongPassword();
      else page.onFailed(failure.message);
    },
  });
}

/** Starts setting up an authenticator: a new pending secret as an otpauth URL. */
export function useStartTwoFactorSetup(page: {
  onStart: () => void;
  onReady: (accountUrl: string) => void;
  onFailed: (message: string) => void;
}) {
  return useMutation({
    mutationFn: () => createAuthenticator(() => createMfaAccount()),
    onMutate: () => page.onStart(),
    onSuccess: (accountUrl) => page.onReady(accountUrl),
    onError: (error) => page.onFailed(error.message),
  });
}

/**
 * Turns two-factor authentication off (spec 4.3: disable, delete the authenticator, then
 * mfaEnabled false). Not a mutation hook: the confirmation dialog awaits it to stay open on a
 * wrong password.
 */
export function turnOffTwoFactor(currentPassword: string) {
  return turnOffMfa({
    disable: () => disableMfa(currentPassword),
    deleteAccount: () => deleteMfaAccount(currentPassword),
    setMfaEnabled,
  });
}

/** The customer's passkeys (issue 25). */
export const usePasskeys = freshQuery(profileKeys.passkeys, (options) => getPasskeys(options));

/**
 * Adds a passkey: a challenge from the server, the browser makes the credential (the library
 * loads now, on first use), the server checks and stores it under `name` (empty: a default).
 */
export const useAddPasskey = profileSave(
  async (name: string) => {
    const response = await createPasskey(await getPasskeyCreationOptions());
    return addPasskey(name.trim() ? { response, name: name.trim() } : { response });
  },
  (client, added: Passkey) =>
    client.setQueryData<Passkey[]>(profileKeys.passkeys, (list) => [...(list ?? []), added]),
);
/** Renames a passkey; the list takes the new name. */
export const useRenamePasskey = profileSave(
  ({ id, name }: { id: string; name: string }) => renamePasskey(id, name.trim()),
  (client, renamed: Passkey) =>
    client.setQueryData<Passkey[]>(profileKeys.passkeys, (list) =>
      list?.map((passkey) => (passkey.id === renamed.id ? renamed : passkey)),
    ),
);
/** Removes a passkey; the list is asked again. */
export const useRemovePasskey = profileSave(
  (passkey: Passkey) => removePasskey(passkey.id),
  askAgain(profileKeys.passkeys),
);
