// /profile: who the customer is, how their account is protected, and their services.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../components/page-layout/panel';
import { formatPhone } from '../../components/format/format-phone';
import { useUserStore } from '../../stores/user-store';
import { ChangeMessage } from '../../components/change-feedback/change-message';
import { useChangeFeedback } from '../../components/change-feedback/use-change-feedback';
import { PROFILE_TITLES } from './messages';
import { PATHS } from '../../lib/routing/paths';
import {
  PasskeysState,
  PasswordState,
  SecurityState,
  VerbalPasswordState,
} from './security/security-state';
import { ServiceCard } from './services/service-card';
import { useNotice } from '../../stores/notice-store';
import '../../components/page-layout/page-layout';
import './profile.css';

/** One row of a definition list: label, value and an optional link to change it. */
function Row({
  label,
  value,
  to,
  action,
  actionLabel,
}: {
  label: string;
  value: ReactNode;
  to?: string;
  action?: string;
  actionLabel?: string;
}) {
  return (
    <div className="profile-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
      {to && action ? (
        <dd className="profile-row__action">
          <Link className="profile-action-link" to={to} aria-label={actionLabel}>
            {action}
          </Link>
        </dd>
      ) : null}
    </div>
  );
}

export function ProfilePage() {
  const user = useUserStore((state) => state.user);
  const notice = useNotice();
  // A form that saved and came back here left its confirmation: show it, say it, focus it.
  const feedback = useChangeFeedback();
  const { say } = feedback;
  useEffect(() => {
    if (notice) say(notice);
  }, [notice, say]);
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const services = user.services.names.flatMap((n) => user.services.byName[n] ?? []);
  return (
    <>
      <h1 className="page-title">{PROFILE_TITLES.profile}</h1>
      <ChangeMessage feedback={feedback} />

      <Panel title="Personal information">
        <dl className="profile-rows">
          <Row label="Name" value={name || '—'} />
          <Row
            label="Email"
            value={user.email || '—'}
            to={PATHS.profileEditEmail}
            action="Edit"
            actionLabel="Edit email"
          />
          <Row
            label="Mobile number"
            value={user.phoneNumber ? formatPhone(user.phoneNumber) : 'Not set'}
            to={PATHS.profileEditMobile}
            action="Edit"
            actionLabel="Edit mobile number"
          />
        </dl>
      </Panel>

      <Panel title="Security">
        <dl className="profile-rows">
          <Row
            label="Password"
            value={<PasswordState />}
            to={PATHS.profileChangePassword}
            action="Change"
            actionLabel="Change password"
          />
          <Row
            label="Verbal password"
            value={<VerbalPasswordState />}
            to={PATHS.profileVerbalPassword}
            action="Update"
            actionLabel="Update verbal password"
          />
          <Row
            label="Two-factor authentication"
            value={
              <SecurityState label={user.mfaEnabled ? 'On' : 'Off'} active={user.mfaEnabled} />
            }
            to={PATHS.profileTwoFactor}
            action="Manage"
            actionLabel="Manage two-factor authentication"
          />
          <Row
            label="Passkeys"
            value={<PasskeysState />}
            to={PATHS.profilePasskeys}
            action="Manage"
            actionLabel="Manage passkeys"
          />
          <Row
            label="Emergency contacts"
            value="People we call when an alarm goes off"
            to={PATHS.profileEmergencyContacts}
            action="Manage"
            actionLabel="Manage emergency contacts"
          />
          <Row
            label="Account access activity"
            value="Recent sign-ins to your account"
            to={PATHS.profileAccessActivity}
            action="View"
            actionLabel="View account access activity"
          />
        </dl>
      </Panel>

      <Panel title="Service addresses">
        {services.length ? (
          <ul className="service-cards">
            {services.map((service) => (
              <li key={service.serviceName}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="shs-lead">There are no services on this account.</p>
        )}
      </Panel>
    </>
  );
}
