// A confirmation carried from rescheduling or booking back to /appointments ("Your visit is
// rescheduled to ..."). It lives in memory only, so a reload does not show it again; it is
// shown for a short while rather than consumed on first render, so a remount of the page
// (the shell re-rendering its outlet) cannot swallow it, and the next booking clears it.
import { create } from 'zustand';

/** How long after the save the confirmation still shows on /appointments. */
export const NOTICE_TTL_MS = 60_000;

/** The pending confirmation and its actions. */
export interface AppointmentNoticeState {
  notice: { text: string; expiresAt: number } | null;
  leave: (text: string) => void;
  clear: () => void;
}

export const useAppointmentNotice = create<AppointmentNoticeState>()((set) => ({
  notice: null,
  leave: (text) => set({ notice: { text, expiresAt: Date.now() + NOTICE_TTL_MS } }),
  clear: () => set({ notice: null }),
}));

/** The confirmation to show now, or null. */
export function useCurrentNotice(): string | null {
  const notice = useAppointmentNotice((state) => state.notice);
  return notice && notice.expiresAt > Date.now() ? notice.text : null;
}
