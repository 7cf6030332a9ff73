// The server's password rules as a live checklist (spec 5: rules come from the server, worded
// by its password policy; this component words only the heading and met / not met).
import { useText } from '../../../lib/shared/i18n/use-text';
import { profileText } from '../text';
import type { RuleCheck } from './password-rules';

/** Props of {@link PasswordChecklist}. */
export interface PasswordChecklistProps {
  /** Id of the list, so the password field can be described by it. */
  id: string;
  /** The rules with whether the typed password meets each. */
  checks: RuleCheck[];
}

export function PasswordChecklist({ id, checks }: PasswordChecklistProps) {
  const t = useText(profileText);
  return (
    <div>
      <p className="password-checklist__heading" id={`${id}-heading`}>
        {t('password.checklist')}
      </p>
      <ul id={id} className="password-checklist" aria-labelledby={`${id}-heading`}>
        {checks.map((check) => (
          <li
            key={check.label}
            className={`password-checklist__item${check.met ? ' password-checklist__item--met' : ''}`}
          >
            <span className="password-checklist__mark" aria-hidden="true">
              {check.met ? '✓' : ''}
            </span>
            <span>
              {check.label}
              <span className="shs-visually-hidden">
                {' '}
                {check.met ? t('password.ruleMet') : t('password.ruleNotMet')}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
