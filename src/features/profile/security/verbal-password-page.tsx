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
import { useNoticeStore } from '../../../stores/notice-store';
import { PATHS } from '../../../lib/routing/paths';
import { pageTitles } from '../../../lib/routing/page-titles';
import { richText } from '../../../lib/shared/i18n/rich-text';
import { useText } from '../../../lib/shared/i18n/use-text';
import { VERBAL_PASSWORD_LENGTH } from '../limits';
import { profileText } from '../text';
import { useSaveVerbalPassword, useVerbalPasswordStatus } from './security-queries';
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
  const t = useText(profileText);
  const line = !status.isSet
    ? t('verbal.statusNotSet')
    : status.updatedAt
      ? t('verbal.statusSetOn', { date: formatOccurredAt(status.updatedAt) })
      : t('verbal.statusSet');
  return (
    <p className="shs-lead profile-current">
      {richText(line, { strong: (chunk) => <strong>{chunk}</strong> })}
    </p>
  );
}

export function VerbalPasswordPage() {
  const t = useText(profileText);
  const title = useText(pageTitles);
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
      useNoticeStore.getState().leave(t('verbal.saved'));
    },
    onError: (error) => {
      if (isWrongCurrentPassword(error)) {
        setErrors({ password: t('invalidCurrentPassword') });
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
    const next = {
      word: verbalPasswordError(t, word),
      password: currentPasswordError(t, password),
    };
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
      <h1 className="page-title">{title('profile.verbalPassword')}</h1>
      <section className="shs-panel" aria-label={title('profile.verbalPassword')}>
        <p className="shs-lead">{t('verbal.intro')}</p>
        <QueryState
          query={status}
          compact
          loadingLabel={t('verbal.loading')}
          errorMessage={t('verbal.loadError')}
        >
          {(data) => <StatusLine status={data} />}
        </QueryState>
        <form ref={formRef} className="profile-form" onSubmit={submit} noValidate>
          <ChangeMessage feedback={failure} />
          <SensitiveInput
            label={t('verbal.label')}
            hint={t('verbal.hint', VERBAL_PASSWORD_LENGTH)}
            required
            value={word}
            error={errors.word}
            onChange={setWord}
          />
          <FormFooter
            currentPassword={{ value: password, error: errors.password, onChange: setPassword }}
            saveState={save.isPending ? 'pending' : save.isSuccess ? 'complete' : 'empty'}
            onCancel={() => void navigate(PATHS.profile)}
            errorSummary={errors.word || errors.password ? t('fixErrors') : null}
          />
        </form>
      </section>
    </>
  );
}
