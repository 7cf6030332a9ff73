// On the Edit Email page while the email is unconfirmed: the code mailed to the new address,
// and a way to get a new one. Confirming makes the address verified (email_verified true).
import { useRef, useState, type FormEvent } from 'react';
import { Panel } from '../../../components/page-layout/panel';
import { Button } from '../../../components/button/button';
import { InlineMessage } from '../../../components/inline-message/inline-message';
import { TextInput } from '../../../components/text-input/text-input';
import { describeFailure } from '../../../lib/http/failure';
import { EMAIL_CONFIRM_TEXT } from '../messages';
import { useConfirmEmail, useEmailStatus, useResendEmailCode } from '../queries';
import { normaliseCode } from './validation';

/** The confirmation form, shown only while the email is unverified. */
export function EmailConfirmation() {
  const status = useEmailStatus();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const confirm = useConfirmEmail({
    onSuccess: () => {
      setNotice(EMAIL_CONFIRM_TEXT.confirmed);
    },
    onError: (failure) => {
      setError(describeFailure(EMAIL_CONFIRM_TEXT.failed, failure));
      codeRef.current?.focus();
    },
  });
  const resend = useResendEmailCode({
    onSuccess: (answer) => {
      setError(undefined);
      setNotice(EMAIL_CONFIRM_TEXT.resent(answer.email));
    },
    onError: (failure) => setError(describeFailure(EMAIL_CONFIRM_TEXT.failed, failure)),
  });

  if (notice === EMAIL_CONFIRM_TEXT.confirmed) {
    return <InlineMessage variant="success">{notice}</InlineMessage>;
  }
  if (!status.data || status.data.verified) return null;
  const email = status.data.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const value = normaliseCode(code);
    if (!value) {
      setError(EMAIL_CONFIRM_TEXT.codeInvalid);
      codeRef.current?.focus();
      return;
    }
    setError(undefined);
    confirm.mutate(value);
  };

  return (
    <Panel title={EMAIL_CONFIRM_TEXT.title}>
      <p>{EMAIL_CONFIRM_TEXT.intro(email)}</p>
      <div aria-live="polite">
        {notice ? <InlineMessage variant="info">{notice}</InlineMessage> : null}
      </div>
      <form className="profile-form" onSubmit={submit} noValidate>
        <TextInput
          ref={codeRef}
          label={EMAIL_CONFIRM_TEXT.codeLabel}
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
            {EMAIL_CONFIRM_TEXT.confirm}
          </Button>
          <Button
            variant="secondary"
            state={resend.isPending ? 'pending' : 'empty'}
            onClick={() => resend.mutate()}
          >
            {EMAIL_CONFIRM_TEXT.resend}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
