// Signed-in devices on the access-activity page: each live session with its browser, OS, address
// and last activity, "Sign out" per device and "Sign out everywhere" (every other device).
import { useState } from 'react';
import { Panel } from '../../../components/page-layout/panel';
import { Badge } from '../../../components/badge/badge';
import { Button } from '../../../components/button/button';
import { InlineMessage } from '../../../components/inline-message/inline-message';
import { Modal } from '../../../components/modal/modal';
import { QueryState } from '../../../components/query-state/query-state';
import { describeFailure } from '../../../lib/http/failure';
import { formatOccurredAt } from './activity-format';
import { richText } from '../../../lib/shared/i18n/rich-text';
import { useText } from '../../../lib/shared/i18n/use-text';
import { useSignedInDevices, useSignOutDevice, useSignOutOtherDevices } from './security-queries';
import { profileText } from '../text';

/** The signed-in devices section. */
export function SignedInDevices() {
  const t = useText(profileText);
  /** A device as the customer reads it: "Chrome 131 on macOS". */
  const deviceName = (device: { browser: string; os: string }) =>
    t('devices.name', { browser: device.browser, os: device.os });
  const signOutOthers = useSignOutOtherDevices();
  const devices = useSignedInDevices();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const signOutOne = useSignOutDevice({
    onMutate: () => {
      setNotice(null);
      setFailure(null);
    },
    onSuccess: (_answer, device) => {
      setNotice(t('devices.signedOut', { device: deviceName(device) }));
    },
    onError: (error) => setFailure(describeFailure(t('devices.signOutFailed'), error)),
  });

  const signOutEverywhere = async () => {
    setNotice(null);
    setFailure(null);
    try {
      const { ended } = await signOutOthers.mutateAsync();
      setNotice(t('devices.signedOutEverywhere', { count: ended }));
      setConfirmEverywhere(false);
    } catch (error) {
      setFailure(describeFailure(t('devices.signOutFailed'), error));
      setConfirmEverywhere(false);
    }
  };

  return (
    <Panel title={t('devices.title')}>
      <p className="shs-lead">{t('devices.intro')}</p>
      <div aria-live="polite">
        {notice ? <InlineMessage variant="success">{notice}</InlineMessage> : null}
      </div>
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <QueryState
        query={devices}
        loadingLabel={t('devices.loading')}
        errorMessage={t('devices.loadFailed')}
      >
        {(list) => (
          <>
            <ul className="device-list">
              {list.map((device) => {
                const name = deviceName(device);
                return (
                  <li key={device.id} className="device-list__item">
                    <div>
                      <p className="device-list__name">
                        {name} {device.current ? <Badge>{t('devices.thisDevice')}</Badge> : null}
                      </p>
                      <p className="device-list__detail">
                        {richText(
                          t('devices.lastSeen', { date: formatOccurredAt(device.lastSeenAt) }),
                          { time: (chunk) => <time dateTime={device.lastSeenAt}>{chunk}</time> },
                        )}
                        {device.ip ? ` · ${device.ip}` : ''}
                      </p>
                    </div>
                    {device.current ? null : (
                      <Button
                        variant="secondary"
                        aria-label={t('devices.signOutName', { name })}
                        state={
                          signOutOne.isPending && signOutOne.variables?.id === device.id
                            ? 'pending'
                            : 'empty'
                        }
                        onClick={() => signOutOne.mutate(device)}
                      >
                        {t('devices.signOut')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            {list.length <= 1 ? <p>{t('devices.empty')}</p> : null}
            <p className="device-list__detail">{t('devices.signOutEverywhereHint')}</p>
            <Button variant="secondary" onClick={() => setConfirmEverywhere(true)}>
              {t('devices.signOutEverywhere')}
            </Button>
          </>
        )}
      </QueryState>
      <Modal
        open={confirmEverywhere}
        title={t('devices.confirmEverywhereTitle')}
        description={t('devices.confirmEverywhereText')}
        primaryLabel={t('devices.signOutEverywhere')}
        secondaryLabel={t('action.cancel')}
        escapeCloses
        onClose={(reason) =>
          reason === 'primary' ? signOutEverywhere() : setConfirmEverywhere(false)
        }
      />
    </Panel>
  );
}
