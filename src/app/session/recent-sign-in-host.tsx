// Shows "Confirm it's you" whenever the API client asks (stores/recent-sign-in-store.ts). The
// dialog's code is fetched the first time a change needs it, not with the shell.
import { withWords } from '../../lib/i18n/language';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useRecentSignInStore } from '../../stores/recent-sign-in-store';

const RecentSignInDialog = lazy(async () => ({
  default: (await withWords(import('./recent-sign-in-dialog'))).RecentSignInDialog,
}));

/** Props of {@link RecentSignInHost}. */
export interface RecentSignInHostProps {
  /** Other ways to confirm beside the password (a passkey button), passed to the dialog. */
  extraMethods?: (confirmed: () => void) => ReactNode;
}

export function RecentSignInHost({ extraMethods }: RecentSignInHostProps) {
  const asking = useRecentSignInStore((state) => state.asking);
  const answer = useRecentSignInStore((state) => state.answer);
  // Stays mounted once used, so the modal can play its closing transition and return focus.
  const [used, setUsed] = useState(asking);
  useEffect(() => {
    if (asking) setUsed(true);
  }, [asking]);
  if (!used && !asking) return null;
  return (
    <Suspense fallback={null}>
      <RecentSignInDialog
        open={asking}
        onDone={answer}
        {...(extraMethods ? { extraMethods } : {})}
      />
    </Suspense>
  );
}
