// Spec 3 "Auth status flags" and 4.2: what the shell and guards know about the session.
import { create } from 'zustand';
import type { AccountProblem } from '../lib/auth/account-problem';

export type { AccountProblem };

/** Auth status state and actions. */
export interface AuthStatusState {
  isAuthenticated: boolean;
  hasUserinfo: boolean;
  loginRedirect: string | null;
  noContactFound: boolean;
  errorId: string | null;
  message: string | null;
  /** Email named in an account problem (syncError), shown on the account error page. */
  problemEmail: string | null;
  setAuthenticated: (isAuthenticated: boolean) => void;
  setUserinfoLoaded: (hasUserinfo: boolean) => void;
  setAccountProblem: (problem: AccountProblem) => void;
  reset: () => void;
}

const initial = {
  isAuthenticated: false,
  hasUserinfo: false,
  loginRedirect: null,
  noContactFound: false,
  errorId: null,
  message: null,
  problemEmail: null,
} satisfies Partial<AuthStatusState>;

export const useAuthStatusStore = create<AuthStatusState>()((set) => ({
  ...initial,
  setAuthenticated: (isAuthenticated) =>
    set(isAuthenticated ? { isAuthenticated } : { ...initial }),
  setUserinfoLoaded: (hasUserinfo) => set({ hasUserinfo }),
  setAccountProblem: (problem) =>
    set({
      noContactFound: true,
      hasUserinfo: false,
      errorId: problem.errorId,
      message: problem.message,
      problemEmail: problem.email,
      loginRedirect: problem.loginRedirect,
    }),
  reset: () => set({ ...initial }),
}));

/** Spec 4.2: loading ends once authenticated and (user info loaded or no contact found). */
export function isAuthResolved(
  state: Pick<AuthStatusState, 'isAuthenticated' | 'hasUserinfo' | 'noContactFound'>,
): boolean {
  return state.isAuthenticated && (state.hasUserinfo || state.noContactFound);
}
