// How the overview shows the state of a security setting, the same way on every row: a badge
// (Set / Not set, On / Off) and, when known, when it last changed.
import { richText } from '../../../lib/shared/i18n/rich-text';
import { useText } from '../../../lib/shared/i18n/use-text';
import { formatOccurredAt } from './activity-format';
import { usePasskeys, usePasswordStatus, useVerbalPasswordStatus } from './security-queries';
import { profileText } from '../text';

/** Props of {@link SecurityState}. */
export interface SecurityStateProps {
  /** 'Set', 'Not set', 'On' or 'Off' (in the reader's language). */
  label: string;
  /** True for Set and On: the badge shows as active. */
  active: boolean;
  /** ISO time of the last change, when the server tells it. */
  changedAt?: string | null;
}

export function SecurityState({ label, active, changedAt }: SecurityStateProps) {
  const t = useText(profileText);
  return (
    <span className="security-state">
      <span className={`profile-status${active ? ' profile-status--on' : ''}`}>{label}</span>
      {changedAt ? (
        <span className="security-state__date">
          {richText(t('state.lastUpdated', { date: formatOccurredAt(changedAt) }), {
            time: (chunk) => <time dateTime={changedAt}>{chunk}</time>,
          })}
        </span>
      ) : null}
    </span>
  );
}

/** Said while a status loads, or when it could not be loaded. */
function Pending({ failed }: { failed: boolean }) {
  const t = useText(profileText);
  return (
    <span className="security-state__date">
      {failed ? t('state.unavailable') : t('state.checking')}
    </span>
  );
}

/** The password's row value: always Set, with when it was last set (like the verbal password). */
export function PasswordState() {
  const t = useText(profileText);
  const status = usePasswordStatus();
  return (
    <SecurityState label={t('state.set')} active changedAt={status.data?.changedAt ?? undefined} />
  );
}

/** The verbal password's row value: Set with its date, or Not set (from the status call). */
export function VerbalPasswordState() {
  const t = useText(profileText);
  const status = useVerbalPasswordStatus();
  if (status.isPending || status.isError) return <Pending failed={status.isError} />;
  return status.data.isSet ? (
    <SecurityState label={t('state.set')} active changedAt={status.data.updatedAt} />
  ) : (
    <SecurityState label={t('state.notSet')} active={false} />
  );
}

/** The passkeys row value: how many the customer has (issue 25). */
export function PasskeysState() {
  const t = useText(profileText);
  const passkeys = usePasskeys();
  if (passkeys.isPending || passkeys.isError) return <Pending failed={passkeys.isError} />;
  const count = passkeys.data.length;
  return <SecurityState label={t('state.passkeys', { count })} active={count > 0} />;
}
