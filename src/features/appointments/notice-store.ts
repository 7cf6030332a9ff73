// A confirmation carried from rescheduling or booking back to /appointments ("Your visit is
// rescheduled to ..."). Kept out of the history state so a reload does not show it again.
import { create } from 'zustand';

/** The pending confirmation and its actions. */
export interface AppointmentNoticeState {
  notice: string | null;
  leave: (notice: string) => void;
  /** Returns the confirmation and forgets it. */
  take: () => string | null;
}

export const useAppointmentNotice = create<AppointmentNoticeState>()((set, get) => ({
  notice: null,
  leave: (notice) => set({ notice }),
  take: () => {
    const { notice } = get();
    if (notice !== null) set({ notice: null });
    return notice;
  },
}));
