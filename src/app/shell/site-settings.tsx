// The footer's Site Settings (spec 2.2): opens the privacy choice. The dialog and analytics are
// loaded only when the customer asks for them.
import { lazy, Suspense, useState } from 'react';
import type { RuntimeConfig } from '../../lib/shared/config';
import { useText } from '../../lib/shared/i18n/use-text';
import { appText } from '../text';
import './site-settings.css';

const PrivacySettingsDialog = lazy(() => import('./privacy-settings-dialog'));

/** Props of {@link SiteSettings}. */
export interface SiteSettingsProps {
  config: RuntimeConfig | null;
}

export function SiteSettings({ config }: SiteSettingsProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const t = useText(appText);
  return (
    <>
      <button
        type="button"
        className="site-settings__button"
        data-track="Site Settings"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('footer.siteSettings')}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <PrivacySettingsDialog config={config} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
