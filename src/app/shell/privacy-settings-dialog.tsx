// The privacy choice behind the footer's Site Settings: opting out stops all tracking at once and
// is remembered in this browser (mixpanel's opt-out); with analytics off in config.json there is
// nothing to choose.
import { useMemo, useState } from 'react';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Modal } from '../../components/modal/modal';
import { Switch } from '../../components/switch/switch';
import { hasOptedOut, setTrackingAllowed } from '../../lib/analytics/analytics';
import { readAnalyticsSettings } from '../../lib/analytics/analytics-settings';
import { analyticsText } from '../../lib/analytics/text';
import type { RuntimeConfig } from '../../lib/shared/config';
import { useText } from '../../lib/shared/i18n/use-text';

/** Props of {@link PrivacySettingsDialog}. */
export interface PrivacySettingsDialogProps {
  config: RuntimeConfig | null;
  open: boolean;
  onClose: () => void;
}

export function PrivacySettingsDialog({ config, open, onClose }: PrivacySettingsDialogProps) {
  const settings = useMemo(() => readAnalyticsSettings(config), [config]);
  const [allowed, setAllowed] = useState(() => (settings ? !hasOptedOut(settings) : false));
  const [changed, setChanged] = useState(false);
  const t = useText(analyticsText);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('privacy.title')}
      description={t('privacy.description')}
      primaryLabel={t('privacy.done')}
      escapeCloses
    >
      {settings ? (
        <>
          <Switch
            label={t('privacy.toggle')}
            checked={allowed}
            onCheckedChange={(next) => {
              setTrackingAllowed(settings, next);
              setAllowed(next);
              setChanged(true);
            }}
          />
          {changed ? (
            <InlineMessage variant="info">
              {allowed ? t('privacy.on') : t('privacy.off')}
            </InlineMessage>
          ) : null}
        </>
      ) : (
        <p>{t('privacy.notConfigured')}</p>
      )}
    </Modal>
  );
}

export default PrivacySettingsDialog;
