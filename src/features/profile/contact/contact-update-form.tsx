// The profile update (spec 3 "Profile update payload", spec 5): a new email or mobile number,
// confirmed with the current password. The other contact value is sent unchanged. A wrong
// current password (HTTP 403) shows 'Invalid current password.' and keeps what was typed.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatPhone } from '../../../components/format/format-phone';
import { TextInput } from '../../../components/text-input/text-input';
import { useUserStore } from '../../../stores/user-store';
import { isWrongCurrentPassword, serverMessage } from '../../../lib/http/failure';
import { ChangeMessage } from '../../../components/change-feedback/change-message';
import { useFailureMessage } from '../../../components/change-feedback/use-failure-message';
import { useNoticeStore } from '../../../stores/notice-store';
import { PATHS } from '../../../lib/routing/paths';
import { pageTitles } from '../../../lib/routing/page-titles';
import { richText } from '../../../lib/shared/i18n/rich-text';
import { useText } from '../../../lib/shared/i18n/use-text';
import { currentPasswordError, emailError, mobileError, phoneDigits } from './validation';
import { FormFooter } from '../../../components/form-footer/form-footer';
import { useUpdateContact } from '../queries';
import { profileText } from '../text';

/** Props of {@link ContactUpdateForm}. */
export interface ContactUpdateFormProps {
  /** Which value the form changes. */
  field: 'email' | 'mobile';
}

export function ContactUpdateForm({ field }: ContactUpdateFormProps) {
  const user = useUserStore((state) => state.user);
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ value?: string; password?: string }>({});
  const valueRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const t = useText(profileText);
  const title = useText(pageTitles);

  const save = useUpdateContact({
    onSaved: () => {
      useNoticeStore
        .getState()
        .leave(
          field === 'email'
            ? t('update.email.saved', { page: title('profile.editEmail') })
            : t('update.mobile.saved'),
        );
      void navigate(PATHS.profile);
    },
    onWrongPassword: () => {
      setErrors({ password: t('invalidCurrentPassword') });
      formRef.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
    },
  });

  const otherFailure =
    save.isError && !isWrongCurrentPassword(save.error)
      ? (serverMessage(save.error) ?? save.error.message)
      : null;
  // Shown, focused and announced when the server refuses for another reason.
  const failure = useFailureMessage(otherFailure);

  if (!user) return null;
  const current = field === 'email' ? user.email : formatPhone(user.phoneNumber);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      value:
        field === 'email'
          ? emailError(t, value, user.email)
          : mobileError(t, value, user.phoneNumber),
      password: currentPasswordError(t, password),
    };
    setErrors(next);
    if (next.value) {
      valueRef.current?.focus();
      return;
    }
    if (next.password) {
      formRef.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
      return;
    }
    save.reset();
    save.mutate({
      newEmailAddress: field === 'email' ? value.trim() : user.email,
      phoneNumber: field === 'mobile' ? (phoneDigits(value) ?? value) : user.phoneNumber,
      currentPassword: password,
    });
  };

  return (
    <form ref={formRef} className="profile-form" onSubmit={submit} noValidate>
      <p className="shs-lead profile-current">
        {richText(
          t(field === 'email' ? 'update.email.current' : 'update.mobile.current', {
            value: current || t('update.notSet'),
          }),
          { strong: (chunk) => <strong>{chunk}</strong> },
        )}
      </p>
      <ChangeMessage feedback={failure} />
      {field === 'email' ? (
        <TextInput
          ref={valueRef}
          label={t('update.email.label')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          value={value}
          error={errors.value}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <TextInput
          ref={valueRef}
          label={t('update.mobile.label')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t('update.mobile.hint')}
          required
          value={value}
          error={errors.value}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <FormFooter
        currentPassword={{ value: password, error: errors.password, onChange: setPassword }}
        saveState={save.isPending ? 'pending' : 'empty'}
        onCancel={() => void navigate(PATHS.profile)}
        errorSummary={errors.value || errors.password ? t('fixErrors') : null}
      />
    </form>
  );
}
