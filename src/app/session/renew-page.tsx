// /auth/renew (spec 2.1): loaded in the sign-in library's hidden iframe to finish a silent
// renewal; needs no sign-in and shows nothing anyone should act on.
import { useEffect } from 'react';
import { useAppServices } from './app-context';
import { useText } from '../../lib/shared/i18n/use-text';
import { appText } from '../text';

export function RenewPage() {
  const { session } = useAppServices();
  const t = useText(appText);
  useEffect(() => {
    // A failure is reported to the parent window by the library's own timeout; nothing to show.
    session
      .getAuth()
      .then((auth) => auth?.completeSilentRenew())
      .catch(() => undefined);
  }, [session]);
  return <main aria-label={t('sessionRenewal')} />;
}
