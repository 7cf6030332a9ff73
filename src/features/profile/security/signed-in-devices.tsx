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
import { DEVICES_TEXT } from '../messages';
import { useSignedInDevices, useSignOutDevice, useSignOutOtherDevices } from '../queries';

/** The signed-in devices section. */
export function SignedInDevices() {
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
      setNotice(DEVICES_TEXT.signedOut(DEVICES_TEXT.deviceName(device.browser, device.os)));
    },
    onError: (error) => setFailure(describeFailure(DEVICES_TEXT.signOutFailed, error)),
  });

  const signOutEverywhere = async () => {
    setNotice(null);
    setFailure(null);
    try {
      const { ended } = await signOutOthers.mutateAsync();
      setNotice(DEVICES_TEXT.signedOutEverywhere(ended));
      setConfirmEverywhere(false);
    } catch (error) {
      setFailure(describeFailure(DEVICES_TEXT.signOutFailed, error));
      setConfirmEverywhere(false);
    }
  };

  return (
    <Panel title={DEVICES_TEXT.title}>
      <p className="shs-lead">{DEVICES_TEXT.intro}</p>
      <div aria-live="polite">
        {notice ? <InlineMessage variant="success">{notice}</InlineMessage> : null}
      </div>
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <QueryState
        query={devices}
        loadingLabel="Loading your signed-in devices"
        errorMessage={DEVICES_TEXT.loadFailed}
      >
        {(list) => (
          <>
            <ul className="device-list">
              {list.map((device) => {
                const name = DEVICES_TEXT.deviceName(device.browser, device.os);
                return (
                  <li key={device.id} className="device-list__item">
                    <div>
                      <p className="device-list__name">
                        {name} {device.current ? <Badge>{DEVICES_TEXT.thisDevice}</Badge> : null}
                      </p>
                      <p className="device-list__detail">
                        {DEVICES_TEXT.lastSeen}{' '}
                        <time dateTime={device.lastSeenAt}>
                          {formatOccurredAt(device.lastSeenAt)}
                        </time>
                        {device.ip ? ` · ${device.ip}` : ''}
                      </p>
                    </div>
                    {device.current ? null : (
                      <Button
                        variant="secondary"
                        aria-label={`${DEVICES_TEXT.signOut}: ${name}`}
                        state={
                          signOutOne.isPending && signOutOne.variables?.id === device.id
                            ? 'pending'
                            : 'empty'
                        }
                        onClick={() => signOutOne.mutate(device)}
                      >
                        {DEVICES_TEXT.signOut}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            {list.length <= 1 ? <p>{DEVICES_TEXT.empty}</p> : null}
            <p className="device-list__detail">{DEVICES_TEXT.signOutEverywhereHint}</p>
            <Button variant="secondary" onClick={() => setConfirmEverywhere(true)}>
              {DEVICES_TEXT.signOutEverywhere}
            </Button>
          </>
        )}
      </QueryState>
      <Modal
        open={confirmEverywhere}
        title={DEVICES_TEXT.confirmEverywhereTitle}
        description={DEVICES_TEXT.confirmEverywhereText}
        primaryLabel={DEVICES_TEXT.signOutEverywhere}
        secondaryLabel="Cancel"
        escapeCloses
        onClose={(reason) =>
          reason === 'primary' ? signOutEverywhere() : setConfirmEverywhere(false)
        }
      />
    </Panel>
  );
}
