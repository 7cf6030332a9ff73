// Shows, once, the confirmation a form left for this page.
import { useEffect, useState } from 'react';
import { useNoticeStore } from './notice-store';

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
      if (useNoticeStore.getState().notice === notice) useNoticeStore.getState().take();
    }, SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return notice;
}
