// The one place the account centre says it is offline (Playwright's setOffline, a train tunnel):
// the page keeps what it shows, buttons that need the network point here for the reason, and
// TanStack Query refetches paused data once the browser is back online.
import { useLayoutEffect } from 'react';
import { OFFLINE_REASON_ID, useOnline } from '../../lib/browser/online-status';
import { browserText } from '../../lib/browser/text';
import { useText } from '../../lib/shared/i18n/use-text';
import { endPrepaint } from '../prepaint';
import './offline-notice.css';

export function OfflineNotice() {
  const online = useOnline();
  const t = useText(browserText);
  // Offline, the page may wait for good: the notice shows, not the landing page's frame.
  useLayoutEffect(() => {
    if (!online) endPrepaint();
  }, [online]);
  // The live region is always there, so its change is announced.
  return (
    <div className="offline-notice" role="status" data-offline={!online || undefined}>
      {online ? null : (
        <p id={OFFLINE_REASON_ID} className="offline-notice__text">
          {t('offline')}
        </p>
      )}
    </div>
  );
}
