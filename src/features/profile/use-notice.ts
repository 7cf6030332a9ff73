// Shows, once, the confirmation a form left for this page.
import { useState } from 'react';
import { useNoticeStore } from './notice-store';

/** The confirmation left for this page when it mounted, or null. */
export function useNotice(): string | null {
  const [notice] = useState(() => useNoticeStore.getState().take());
  return notice;
}
