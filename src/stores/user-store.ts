// Spec 3 "Stored user": built from user-info, the id token and the MFA status.
import { create } from 'zustand';
import { createdDateFromId } from '../lib/dates/created-date';
import { indexServices, type Service, type ServicesIndex } from '../lib/shared/services';
import type { UserRecord } from '../lib/http/user-api';
import { USER_MESSAGES } from '../lib/auth/messages';
import { isLocale, type Locale } from '../lib/shared/i18n/locales';

/** The signed-in customer as the account centre keeps them. */
export interface StoredUser {
  id: string;
  email: string;
  platformUserId: string;
  customerId: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  services: ServicesIndex;
  /** From the first 8 hex characters of the id; null when the id has no timestamp. */
  createdDate: Date | null;
  mfaEnabled: boolean;
  /** The language the customer chose and the server remembers (issue 28); absent until chosen. */
  language?: Locale;
}

/** Claims of the id token the stored user falls back on. */
export interface IdTokenClaims {
  sub?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
}

/** Combines the three sources; user-info wins, the id token fills gaps. */
export function buildStoredUser(
  record: UserRecord,
  claims: IdTokenClaims,
  mfaEnabled: boolean,
): StoredUser {
  const id = record.id || claims.sub || '';
  return {
    id,
    email: record.email || claims.email || '',
    platformUserId: record.platformUserId ?? '',
    customerId: record.customerId ?? '',
    phoneNumber: record.phoneNumber ?? '',
    firstName: record.firstName || claims.given_name || '',
    lastName: record.lastName || claims.family_name || '',
    services: indexServices(record.services),
    createdDate: createdDateFromId(id),
    mfaEnabled,
    ...(isLocale(record.language) ? { language: record.language } : {}),
  };
}

/** Where the user store gets its data; injected so tests need no network. */
export interface UserSources {
  getUserInfo: (options: { signal?: AbortSignal }) => Promise<UserRecord>;
  getMfaEnabled: (options: { signal?: AbortSignal }) => Promise<{ enabled: boolean }>;
  claims: IdTokenClaims;
  signal?: AbortSignal;
}

/** User store state and actions. */
export interface UserState {
  user: StoredUser | null;
  /**
   * Loads the stored user. Rejects with the user-info error (the caller turns it into an account
   * problem); an MFA status failure is only logged and counts as MFA off.
   */
  loadUser: (sources: UserSources) => Promise<StoredUser>;
  setMfaEnabled: (enabled: boolean) => void;
  /** Spec 4.3: a profile update copies the new email and phone number. */
  updateContact: (contact: { email?: string; phoneNumber?: string }) => void;
  /**
   * Replaces one service the customer owns (e.g. after a rename), keeping its place in the list,
   * so the service selector and the header show the new title at once. Unknown names are ignored.
   */
  updateService: (service: Service) => void;
  reset: () => void;
}

export const useUserStore = create<UserState>()((set, get) => ({
  user: null,
  loadUser: async ({ getUserInfo, getMfaEnabled, claims, signal }) => {
    const mfa = getMfaEnabled({ signal }).then(
      (result) => result.enabled === true,
      (error: unknown) => {
        console.warn(USER_MESSAGES.mfaStatusFailed, error);
        return false;
      },
    );
    const record = await getUserInfo({ signal });
    const user = buildStoredUser(record, claims, await mfa);
    set({ user });
    return user;
  },
  setMfaEnabled: (enabled) => {
    const { user } = get();
    if (user) set({ user: { ...user, mfaEnabled: enabled } });
  },
  updateContact: ({ email, phoneNumber }) => {
    const { user } = get();
    if (!user) return;
    set({
      user: { ...user, email: email ?? user.email, phoneNumber: phoneNumber ?? user.phoneNumber },
    });
  },
  updateService: (service) => {
    const { user } = get();
    if (!user || !(service.serviceName in user.services.byName)) return;
    const byName = { ...user.services.byName, [service.serviceName]: service };
    set({ user: { ...user, services: { names: user.services.names, byName } } });
  },
  reset: () => set({ user: null }),
}));
