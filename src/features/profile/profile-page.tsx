// /profile: who the customer is, how their account is protected, the language they read, and
// their services.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../components/page-layout/panel';
import { formatPhone } from '../../components/format/format-phone';
import { useUserStore } from '../../stores/user-store';
import { ChangeMessage } from '../../components/change-feedback/change-message';
import { useChangeFeedback } from '../../components/change-feedback/use-change-feedback';
import { LanguageSelect } from '../../components/language-select/language-select';
import { PATHS } from '../../lib/routing/paths';
import { pageTitles } from '../../lib/routing/page-titles';
import { useText } from '../../lib/shared/i18n/use-text';
import {
  PasskeysState,
  PasswordState,
  SecurityState,
  VerbalPasswordState,
} from './security/security-state';
import { ServiceCard } from './services/service-card';
import { useNotice } from '../../stores/notice-store';
import { profileText } from './text';
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

/**
 * The customer's language (issue 28): shows at once and is saved to the account, which also
 * words their mail and the sign-in pages in it.
 */
export function LanguagePanel() {
  const t = useText(profileText);
  return (
    <Panel title={t('overview.language')}>
      <p className="shs-lead">{t('overview.languageHint')}</p>
      <div className="profile-language">
        <LanguageSelect saveToAccount name="profile-language" />
      </div>
    </Panel>
  );
}

export function ProfilePage() {
  const t = useText(profileText);
  const title = useText(pageTitles);
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
      <h1 className="page-title">{title('profile')}</h1>
      <ChangeMessage feedback={feedback} />

      <Panel title={t('overview.personal')}>
        <dl className="profile-rows">
          <Row label={t('overview.name')} value={name || '—'} />
          <Row
            label={t('overview.email')}
            value={user.email || '—'}
            to={PATHS.profileEditEmail}
            action={t('action.edit')}
            actionLabel={t('overview.editEmail')}
          />
          <Row
            label={t('overview.mobile')}
            value={user.phoneNumber ? formatPhone(user.phoneNumber) : t('overview.mobileNotSet')}
            to={PATHS.profileEditMobile}
            action={t('action.edit')}
            actionLabel={t('overview.editMobile')}
          />
        </dl>
      </Panel>

      <Panel title={t('overview.security')}>
        <dl className="profile-rows">
          <Row
            label={t('overview.password')}
            value={<PasswordState />}
            to={PATHS.profileChangePassword}
            action={t('action.change')}
            actionLabel={t('overview.changePassword')}
          />
          <Row
            label={t('overview.verbalPassword')}
            value={<VerbalPasswordState />}
            to={PATHS.profileVerbalPassword}
            action={t('action.update')}
            actionLabel={t('overview.updateVerbalPassword')}
          />
          <Row
            label={t('overview.twoFactor')}
            value={
              <SecurityState
                label={user.mfaEnabled ? t('state.on') : t('state.off')}
                active={user.mfaEnabled}
              />
            }
            to={PATHS.profileTwoFactor}
            action={t('action.manage')}
            actionLabel={t('overview.manageTwoFactor')}
          />
          <Row
            label={t('overview.passkeys')}
            value={<PasskeysState />}
            to={PATHS.profilePasskeys}
            action={t('action.manage')}
            actionLabel={t('overview.managePasskeys')}
          />
          <Row
            label={t('overview.emergencyContacts')}
            value={t('overview.emergencyContactsValue')}
            to={PATHS.profileEmergencyContacts}
            action={t('action.manage')}
            actionLabel={t('overview.manageEmergencyContacts')}
          />
          <Row
            label={t('overview.accessActivity')}
            value={t('overview.accessActivityValue')}
            to={PATHS.profileAccessActivity}
            action={t('action.view')}
            actionLabel={t('overview.viewAccessActivity')}
          />
        </dl>
      </Panel>

      <LanguagePanel />

      <Panel title={t('overview.services')}>
        {services.length ? (
          <ul className="service-cards">
            {services.map((service) => (
              <li key={service.serviceName}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="shs-lead">{t('noServices')}</p>
        )}
      </Panel>
    </>
  );
}
