// Renames a service (PUT nickname): the stored user takes the answer at once, so the service
// selector and the header show the new title without a reload.
import { useState, type FormEvent } from 'react';
import { TextInput } from '../../../components/text-input/text-input';
import { serviceDisplayName, type Service } from '../../../lib/shared/services';
import { useSaveNickname } from '../queries';
import { describeFailure } from '../../../lib/http/failure';
import { ChangeMessage } from '../../../components/change-feedback/change-message';
import { useFailureMessage } from '../../../components/change-feedback/use-failure-message';
import { nicknameError } from '../contact/validation';
import { FormFooter } from '../../../components/form-footer/form-footer';
import { useText } from '../../../lib/shared/i18n/use-text';
import { profileText } from '../text';

/** Props of {@link NicknameForm}. */
export interface NicknameFormProps {
  /** The service renamed. */
  service: Service;
  /** Called after a successful save with the confirmation to show. */
  onDone: (message: string) => void;
  /** Called when the customer gives up. */
  onCancel: () => void;
}

export function NicknameForm({ service, onDone, onCancel }: NicknameFormProps) {
  const t = useText(profileText);
  const [nickname, setNickname] = useState(service.nickName ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveNickname(service, (renamed) =>
    onDone(t('services.nicknameSaved', { name: serviceDisplayName(renamed) })),
  );

  // A refused save is focused and announced like every other in-place change.
  const failure = useFailureMessage(
    save.isError ? describeFailure(t('services.nicknameError'), save.error) : null,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nicknameError(t, nickname);
    setError(problem);
    if (!problem) save.mutate(nickname);
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <ChangeMessage feedback={failure} />
      <TextInput
        label={t('services.nickname')}
        hint={t('services.nicknameHint')}
        value={nickname}
        maxLength={60}
        autoComplete="off"
        error={error}
        onChange={(event) => setNickname(event.target.value)}
        autoFocus
      />
      <FormFooter
        saveLabel={t('services.saveNickname')}
        saveState={save.isPending ? 'pending' : 'empty'}
        onCancel={onCancel}
        cancelDisabled={save.isPending}
      />
    </form>
  );
}
