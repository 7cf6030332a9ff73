// A confirmation carried from a form to the page it returns to ("Your email address has been
// updated.", "Your visit is rescheduled to ..."). The one "notice for the next page" store of
// every area. It lives in memory only, so a reload does not show it again.
import { useEffect, useState } from 'react';
import { create } from 'zustand';

/** The pending confirmation and its actions. */
export interface NoticeState {
  notice: string | null;
  /** Leaves a confirmation for the next page. */
  leave: (notice: string) => void;
  /** Forgets any pending confirmation (a new form has started: the old one is old news). */
  clear: () => void;
}

export const useNoticeStore = create<NoticeState>()((set) => ({
  notice: null,
  leave: (notice) => set({ notice }),
  clear: () => set({ notice: null }),
}));

/** How long the page must stay before the confirmation counts as shown. */
const SHOWN_AFTER_MS = 1000;

/**
 * The confirmation left for this page when it mounted, or null. It is forgotten only once the
 * page has stayed a moment: a page that mounts, unmounts and mounts again right away (the route
 * settling after a save) still shows it, where taking it on first read lost it.
 */
export function useNotice(): string | null {
  const [notice] = useState(() => useNoticeStore.getState().notice);
  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(() => {
      if (useNoticeStore.getState().notice === notice) useNoticeStore.getState().clear();
    }, SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return notice;
}
