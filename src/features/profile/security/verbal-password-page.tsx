// /profile/update-verbal-password: the word the customer tells the monitoring centre on the
// phone. It is typed in the sensitive input (bullets, each new character readable for 3 s, no
// copying), confirmed with the current password, and never shown again: the page only says
// whether one is set and when it last changed. A refused change keeps what was typed.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/query-state/query-state';
import { SensitiveInput } from '../../../components/sensitive-input/sensitive-input';
import { formatOccurredAt } from './activity-format';
import type { VerbalPasswordStatus } from '../api';
import { BackLink } from '../back-link';
import { isWrongCurrentPassword, serverMessage } from '../../../lib/http/failure';
import { ChangeMessage } from '../../../components/change-feedback/change-message';
import { useFailureMessage } from '../../../components/change-feedback/use-failure-message';
import { LOAD_ERRORS, NOTICES, PROFILE_ERRORS, PROFILE_TITLES, VALIDATION } from '../messages';
import { useNoticeStore } from '../../../stores/notice-store';
import { PATHS } from '../../../lib/routing/paths';
import { useSaveVerbalPassword, useVerbalPasswordStatus } from '../queries';
import {
  currentPasswordError,
  tidyVerbalPassword,
  verbalPasswordError,
} from '../contact/validation';
import '../../../components/page-layout/page-layout';
import '../profile.css';
import { FormFooter } from '../../../components/form-footer/form-footer';

/** How long the Save button shows its check mark before the page returns to the overview. */
export const SAVED_PAUSE_MS = 600;

function StatusLine({ status }: { status: VerbalPasswordStatus }) {
  if (!status.isSet) {
    return (
      <p className="shs-lead profile-current">
        Status: <strong>Not set</strong>
      </p>
    );
  }
  return (
    <p className="shs-lead profile-current">
      Status: <strong>Set</strong>
      {status.updatedAt ? `, last updated ${formatOccurredAt(status.updatedAt)}` : null}
    </p>
  );
}

export function VerbalPasswordPage() {
  const navigate = useNavigate();
  const status = useVerbalPasswordStatus();
  const formRef = useRef<HTMLFormElement>(null);
  const [word, setWord] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ word?: string; password?: string }>({});

  const focusWord = () =>
    formRef.current?.querySelector<HTMLInputElement>('.shs-sensitive-input')?.focus();
  const focusPassword = () =>
    formRef.current?.querySelector<HTMLInputElement>('input[name="currentPassword"]')?.focus();

  const save = useSaveVerbalPassword({
    onSuccess: () => {
      // From here on the page knows only that a word is set, never which.
      setWord('');
      setPassword('');
      useNoticeStore.getState().leave(NOTICES.verbalPasswordSaved);
    },
    onError: (error) => {
      if (isWrongCurrentPassword(error)) {
        setErrors({ password: PROFILE_ERRORS.invalidCurrentPassword });
        focusPassword();
      }
    },
  });

  // The check mark shows for a moment, then the overview shows the confirmation.
  const saved = save.isSuccess;
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate(PATHS.profile), SAVED_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || save.isSuccess) return;
    const next = { word: verbalPasswordError(word), password: currentPasswordError(password) };
    setErrors(next);
    if (next.word) {
      focusWord();
      return;
    }
    if (next.password) {
      focusPassword();
      return;
    }
    save.reset();
    save.mutate({ verbalPassword: tidyVerbalPassword(word), currentPassword: password });
  };

  const otherFailure =
    save.isError && !isWrongCurrentPassword(save.error)
      ? (serverMessage(save.error) ?? save.error.message)
      : null;
  const failure = useFailureMessage(otherFailure);

  return (
    <>
      <BackLink />
      <h1 className="page-title">{PROFILE_TITLES.verbalPassword}</h1>
      <section className="shs-panel" aria-label={PROFILE_TITLES.verbalPassword}>
        <p className="shs-lead">
          The monitoring centre asks for this word when they call you, so they know they are
          speaking to you. Once saved it is never shown again.
        </p>
        <QueryState
          query={status}
          compact
          loadingLabel="Loading the status of your verbal password"
          errorMessage={LOAD_ERRORS.verbalPassword}
        >
          {(data) => <StatusLine status={data} />}
        </QueryState>
        <form ref={formRef} className="profile-form" onSubmit={submit} noValidate>
          <ChangeMessage feedback={failure} />
          <SensitiveInput
            label="Verbal password"
            hint="4 to 32 characters: letters A-Z, digits 0-9 and spaces."
            required
            value={word}
            error={errors.word}
            onChange={setWord}
          />
          <FormFooter
            currentPassword={{ value: password, error: errors.password, onChange: setPassword }}
            saveState={save.isPending ? 'pending' : save.isSuccess ? 'complete' : 'empty'}
            onCancel={() => void navigate(PATHS.profile)}
            errorSummary={errors.word || errors.password ? VALIDATION.fixErrors : null}
          />
        </form>
      </section>
    </>
  );
}
