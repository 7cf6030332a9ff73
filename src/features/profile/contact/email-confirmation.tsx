// On the Edit Email page while the email is unconfirmed: the code mailed to the new address,
// and a way to get a new one. Confirming makes the address verified (email_verified true).
import { useRef, useState, type FormEvent } from 'react';
import { Panel } from '../../../components/page-layout/panel';
import { Button } from '../../../components/button/button';
import { InlineMessage } from '../../../components/inline-message/inline-message';
import { TextInput } from '../../../components/text-input/text-input';
import { describeFailure } from '../../../lib/http/failure';
import { useText } from '../../../lib/shared/i18n/use-text';
import { useConfirmEmail, useEmailStatus, useResendEmailCode } from '../queries';
import { profileText } from '../text';
import { normaliseCode } from './validation';

/** The confirmation form, shown only while the email is unverified. */
export function EmailConfirmation() {
  const t = useText(profileText);
  const status = useEmailStatus();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  // What to say: confirmed (the form is done), or where a new code went.
  const [notice, setNotice] = useState<{ confirmed: true } | { resentTo: string } | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const confirm = useConfirmEmail({
    onSuccess: () => {
      setNotice({ confirmed: true });
    },
    onError: (failure) => {
      setError(describeFailure(t('emailConfirm.failed'), failure));
      codeRef.current?.focus();
    },
  });
  const resend = useResendEmailCode({
    onSuccess: (answer) => {
      setError(undefined);
      setNotice({ resentTo: answer.email });
    },
    onError: (failure) => setError(describeFailure(t('emailConfirm.failed'), failure)),
  });

  if (notice && 'confirmed' in notice) {
    return <InlineMessage variant="success">{t('emailConfirm.confirmed')}</InlineMessage>;
  }
  if (!status.data || status.data.verified) return null;
  const email = status.data.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const value = normaliseCode(code);
    if (!value) {
      setError(t('emailConfirm.codeInvalid'));
      codeRef.current?.focus();
      return;
    }
    setError(undefined);
    confirm.mutate(value);
  };

  return (
    <Panel title={t('emailConfirm.title')}>
      <p>{t('emailConfirm.intro', { email })}</p>
      <div aria-live="polite">
        {notice ? (
          <InlineMessage variant="info">
            {t('emailConfirm.resent', { email: notice.resentTo })}
          </InlineMessage>
        ) : null}
      </div>
      <form className="profile-form" onSubmit={submit} noValidate>
        <TextInput
          ref={codeRef}
          label={t('emailConfirm.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className="profile-form__actions">
          <Button type="submit" state={confirm.isPending ? 'pending' : 'empty'}>
            {t('emailConfirm.confirm')}
          </Button>
          <Button
            variant="secondary"
            state={resend.isPending ? 'pending' : 'empty'}
            onClick={() => resend.mutate()}
          >
            {t('emailConfirm.resend')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
