// How the overview shows the state of a security setting, the same way on every row: a badge
// (Set / Not set, On / Off) and, when known, when it last changed.
import { formatOccurredAt } from './activity-format';
import { PASSKEYS_TEXT } from '../messages';
import { usePasskeys, usePasswordStatus, useVerbalPasswordStatus } from '../queries';

/** Props of {@link SecurityState}. */
export interface SecurityStateProps {
  /** 'Set', 'Not set', 'On' or 'Off'. */
  label: string;
  /** True for Set and On: the badge shows as active. */
  active: boolean;
  /** ISO time of the last change, when the server tells it. */
  changedAt?: string | null;
}

export function SecurityState({ label, active, changedAt }: SecurityStateProps) {
  return (
    <span className="security-state">
      <span className={`profile-status${active ? ' profile-status--on' : ''}`}>{label}</span>
      {changedAt ? (
        <span className="security-state__date">
          Last updated <time dateTime={changedAt}>{formatOccurredAt(changedAt)}</time>
        </span>
      ) : null}
    </span>
  );
}

/** The password's row value: always Set, with when it was last set (like the verbal password). */
export function PasswordState() {
  const status = usePasswordStatus();
  return <SecurityState label="Set" active changedAt={status.data?.changedAt ?? undefined} />;
}

/** The verbal password's row value: Set with its date, or Not set (from the status call). */
export function VerbalPasswordState() {
  const status = useVerbalPasswordStatus();
  if (status.isPending) return <span className="security-state__date">Checking…</span>;
  if (status.isError)
    return <span className="security-state__date">Status not available right now</span>;
  return status.data.isSet ? (
    <SecurityState label="Set" active changedAt={status.data.updatedAt} />
  ) : (
    <SecurityState label="Not set" active={false} />
  );
}

/** The passkeys row value: how many the customer has (issue 25). */
export function PasskeysState() {
  const passkeys = usePasskeys();
  if (passkeys.isPending) return <span className="security-state__date">Checking…</span>;
  if (passkeys.isError)
    return <span className="security-state__date">Status not available right now</span>;
  const count = passkeys.data.length;
  return <SecurityState label={PASSKEYS_TEXT.count(count)} active={count > 0} />;
}
