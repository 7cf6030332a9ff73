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
import { NOTICES, PROFILE_ERRORS, PROFILE_TITLES, VALIDATION } from '../messages';
import { useNoticeStore } from '../../../stores/notice-store';
import { PasswordChecklist } from './password-checklist';
import { checkRules, meetsRequirements } from './password-rules';
import { PATHS } from '../../../lib/routing/paths';
import { useChangePassword, usePasswordRequirements } from '../queries';
import { useFormFields } from '../contact/use-form-fields';
import type { FieldErrors } from '../contact/validation';
import '../../../components/page-layout/page-layout';
import '../profile.css';
import { FormFooter } from '../../../components/form-footer/form-footer';

type Field = 'current' | 'next' | 'confirm';

export function ChangePasswordPage() {
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
      useNoticeStore.getState().leave(NOTICES.passwordSaved);
      void navigate(PATHS.profile);
    },
    onWrongPassword: () => {
      setErrors({ current: PROFILE_ERRORS.invalidCurrentPassword });
      focus('current');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors<Field> = {};
    if (!values.current) next.current = VALIDATION.currentPasswordRequired;
    if (!values.next) next.next = VALIDATION.newPasswordRequired;
    else if (requirements.data && !meetsRequirements(requirements.data, values.next))
      next.next = VALIDATION.newPasswordRules;
    else if (values.next === values.current) next.next = VALIDATION.newPasswordSame;
    if (!values.confirm) next.confirm = VALIDATION.confirmRequired;
    else if (values.next && values.confirm !== values.next)
      next.confirm = VALIDATION.confirmMismatch;
    if (showErrors(next, ['current', 'next', 'confirm'])) return;
    save.reset();
    save.mutate({ currentPassword: values.current, newPassword: values.next });
  };

  const broken = save.isError ? failedRules(save.error) : [];
  const otherFailure =
    save.isError && !isWrongCurrentPassword(save.error)
      ? [
          serverMessage(save.error) ?? save.error.message,
          broken.length ? `Still needed: ${broken.join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join(' ')
      : null;
  const failure = useFailureMessage(otherFailure);

  return (
    <>
      <BackLink />
      <h1 className="page-title">{PROFILE_TITLES.changePassword}</h1>
      <section className="shs-panel" aria-label={PROFILE_TITLES.changePassword}>
        <ChangeMessage feedback={failure} />
        <form ref={formRef} className="profile-form" onSubmit={submit} noValidate>
          <PasswordInput {...field('current')} label="Current password" required />
          <PasswordInput
            {...field('next')}
            label="New password"
            autoComplete="new-password"
            toggleLabel="Show new password"
            required
          />
          <QueryState
            query={requirements}
            compact
            loadingLabel="Loading the password requirements"
            errorMessage={PROFILE_ERRORS.passwordRequirements}
          >
            {(rules) => (
              <PasswordChecklist id={checklistId} checks={checkRules(rules, values.next)} />
            )}
          </QueryState>
          <PasswordInput
            {...field('confirm')}
            label="Confirm new password"
            autoComplete="new-password"
            toggleLabel="Show confirmed password"
            required
          />
          <FormFooter
            saveLabel="Change password"
            saveState={save.isPending ? 'pending' : 'empty'}
            onCancel={() => void navigate(PATHS.profile)}
          />
        </form>
      </section>
    </>
  );
}
