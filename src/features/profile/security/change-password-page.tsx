// /profile/change-password: the new password is checked against the server's rules while it is
// typed; the current password is required; a refused change keeps every field.
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/query-state/query-state';
import { PasswordInput } from '../../../components/password-input/password-input';
import { BackLink } from '../back-link';
import { failedRules, isWrongCurrentPassword, serverMessage } from '../../../lib/http/failure';
import { ChangeMessage } from '../../../components/change-feedback/change-message';
import { useFailureMessage } from '../../../components/change-feedback/use-failure-message';
import { useNoticeStore } from '../../../stores/notice-store';
import { PasswordChecklist } from './password-checklist';
import { checkRules, meetsRequirements } from './password-rules';
import { PATHS } from '../../../lib/routing/paths';
import { pageTitles } from '../../../lib/routing/page-titles';
import { useText } from '../../../lib/shared/i18n/use-text';
import { profileText } from '../text';
import { useChangePassword, usePasswordRequirements } from './security-queries';
import { useFormFields } from '../contact/use-form-fields';
import type { FieldErrors } from '../contact/validation';
import '../../../components/page-layout/page-layout';
import '../profile.css';
import { FormFooter } from '../../../components/form-footer/form-footer';

type Field = 'current' | 'next' | 'confirm';

export function ChangePasswordPage() {
  const t = useText(profileText);
  const title = useText(pageTitles);
  const navigate = useNavigate();
  const checklistId = useId();
  const requirements = usePasswordRequirements();
  const { values, setErrors, field, focus, showErrors, formRef } = useFormFields<Field>({
    current: '',
    next: '',
    confirm: '',
  });

  const save = useChangePassword({
    onSaved: () => {
      useNoticeStore.getState().leave(t('password.saved'));
      void navigate(PATHS.profile);
    },
    onWrongPassword: () => {
      setErrors({ current: t('invalidCurrentPassword') });
      focus('current');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors<Field> = {};
    if (!values.current) next.current = t('currentPasswordRequired');
    if (!values.next) next.next = t('validation.newPasswordRequired');
    else if (requirements.data && !meetsRequirements(requirements.data, values.next))
      next.next = t('validation.newPasswordRules');
    else if (values.next === values.current) next.next = t('validation.newPasswordSame');
    if (!values.confirm) next.confirm = t('validation.confirmRequired');
    else if (values.next && values.confirm !== values.next)
      next.confirm = t('validation.confirmMismatch');
    if (showErrors(next, ['current', 'next', 'confirm'])) return;
    save.reset();
    save.mutate({ currentPassword: values.current, newPassword: values.next });
  };

  const broken = save.isError ? failedRules(save.error) : [];
  const otherFailure =
    save.isError && !isWrongCurrentPassword(save.error)
      ? [
          serverMessage(save.error) ?? save.error.message,
          // The rules' labels are the server's (its password policy), in the reader's language.
          broken.length ? t('password.stillNeeded', { rules: broken.join(', ') }) : '',
        ]
          .filter(Boolean)
          .join(' ')
      : null;
  const failure = useFailureMessage(otherFailure);

  return (
    <>
      <BackLink />
      <h1 className="page-title">{title('profile.changePassword')}</h1>
      <section className="shs-panel" aria-label={title('profile.changePassword')}>
        <ChangeMessage feedback={failure} />
        <form ref={formRef} className="profile-form" onSubmit={submit} noValidate>
          <PasswordInput {...field('current')} label={t('password.current')} required />
          <PasswordInput
            {...field('next')}
            label={t('password.new')}
            autoComplete="new-password"
            toggleLabel={t('password.showNew')}
            required
          />
          <QueryState
            query={requirements}
            compact
            loadingLabel={t('password.loadingRules')}
            errorMessage={t('password.rulesError')}
          >
            {(rules) => (
              <PasswordChecklist id={checklistId} checks={checkRules(rules, values.next)} />
            )}
          </QueryState>
          <PasswordInput
            {...field('confirm')}
            label={t('password.confirm')}
            autoComplete="new-password"
            toggleLabel={t('password.showConfirm')}
            required
          />
          <FormFooter
            saveLabel={t('password.save')}
            saveState={save.isPending ? 'pending' : 'empty'}
            onCancel={() => void navigate(PATHS.profile)}
          />
        </form>
      </section>
    </>
  );
}
