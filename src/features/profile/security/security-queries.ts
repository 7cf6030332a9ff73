// Server data of the profile area's security pages (password, verbal password, two-factor,
// recovery codes, devices, activity, passkeys). Apart from ../queries.ts, the area's public data
// entry, because the dashboard imports that file for a service's address: with these hooks in
// it, every dashboard visit loaded the two-factor and passkey flows too (issue 29).
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  addPasskey,
  changePassword,
  createMfaAccount,
  deleteMfaAccount,
  disableMfa,
  enableMfa,
  getAccessActivity,
  getPasskeyCreationOptions,
  getPasskeys,
  getPasswordRequirements,
  getPasswordStatus,
  getRecoveryCodeCount,
  getSignedInDevices,
  getVerbalPasswordStatus,
  removePasskey,
  renamePasskey,
  renewRecoveryCodes,
  signOutDevice,
  signOutOtherDevices,
  updateVerbalPassword,
  type Passkey,
  type SignedInDevice,
  type VerbalPasswordStatus,
  type VerbalPasswordUpdate,
} from '../api';
import { createPasskey } from '../../../lib/auth/passkeys';
import { isWrongCurrentPassword } from '../../../lib/http/failure';
import { getMfaEnabled } from '../../../lib/http/user-api';
import { useUserStore } from '../../../stores/user-store';
import {
  askAgain,
  freshQuery,
  profileKeys,
  profileSave,
  type PasswordCheckedSave,
} from '../queries';
import { createAuthenticator, turnOffMfa, turnOnMfa } from './mfa-flow';

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

/** Sets the verbal password; the page then knows only that one is set, never which. */
export const useSaveVerbalPassword = profileSave(
  (body: VerbalPasswordUpdate) => updateVerbalPassword(body),
  (client) =>
    client.setQueryData<VerbalPasswordStatus>(profileKeys.verbalPassword, {
      isSet: true,
      updatedAt: new Date().toISOString(),
    }),
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
