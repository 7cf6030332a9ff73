// A confirmation carried from a form to the page it returns to ("Your email address has been
// updated."). Kept out of the history state so a reload does not show it again.
import { create } from 'zustand';

/** The pending confirmation and its actions. */
export interface NoticeState {
  notice: string | null;
  /** Leaves a confirmation for the next page. */
  leave: (notice: string) => void;
  /** Returns the confirmation and forgets it. */
  take: () => string | null;
}

export const useNoticeStore = create<NoticeState>()((set, get) => ({
  notice: null,
  leave: (notice) => set({ notice }),
  take: () => {
    const { notice } = get();
    if (notice !== null) set({ notice: null });
    return notice;
  },
}));
