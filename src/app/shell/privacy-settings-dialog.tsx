// The privacy choice behind the footer's Site Settings: opting out stops all tracking at once and
// is remembered in this browser (mixpanel's opt-out); with analytics off in config.json there is
// nothing to choose.
import { useMemo, useState } from 'react';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Modal } from '../../components/modal/modal';
import { Switch } from '../../components/switch/switch';
import { hasOptedOut, setTrackingAllowed } from '../../lib/analytics/analytics';
import { readAnalyticsSettings } from '../../lib/analytics/analytics-settings';
import { PRIVACY_MESSAGES } from '../../lib/analytics/messages';
import type { RuntimeConfig } from '../../lib/shared/config';

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

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={PRIVACY_MESSAGES.title}
      description={PRIVACY_MESSAGES.description}
      primaryLabel={PRIVACY_MESSAGES.done}
      escapeCloses
    >
      {settings ? (
        <>
          <Switch
            label={PRIVACY_MESSAGES.toggle}
            checked={allowed}
            onCheckedChange={(next) => {
              setTrackingAllowed(settings, next);
              setAllowed(next);
              setChanged(true);
            }}
          />
          {changed ? (
            <InlineMessage variant="info">
              {allowed ? PRIVACY_MESSAGES.on : PRIVACY_MESSAGES.off}
            </InlineMessage>
          ) : null}
        </>
      ) : (
        <p>{PRIVACY_MESSAGES.notConfigured}</p>
      )}
    </Modal>
  );
}

export default PrivacySettingsDialog;
