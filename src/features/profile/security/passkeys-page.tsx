// /profile/passkeys (issue 25): the customer's passkeys with when each was added and last used
// (Denver time, zone named), add one (optional name), rename one (dialog), remove one (confirm).
// The WebAuthn library loads on the first "Add a passkey" only (src/lib/auth/passkeys.ts).
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button/button';
import { ChangeMessage } from '../../../components/change-feedback/change-message';
import { useChangeFeedback } from '../../../components/change-feedback/use-change-feedback';
import { Modal } from '../../../components/modal/modal';
import { Panel } from '../../../components/page-layout/panel';
import { QueryState } from '../../../components/query-state/query-state';
import { TextInput } from '../../../components/text-input/text-input';
import { PasskeyError } from '../../../lib/auth/passkeys';
import { formatDateTime } from '../../../lib/dates/denver-time';
import { describeFailure } from '../../../lib/http/failure';
import type { Passkey } from '../api';
import { BackLink } from '../back-link';
import { pageTitles } from '../../../lib/routing/page-titles';
import { useText } from '../../../lib/shared/i18n/use-text';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './security-queries';
import { profileText } from '../text';
import { passkeyNameProblem } from './passkey-name';
import '../../../components/page-layout/page-layout';
import '../profile.css';

/** A browser-side failure says itself; a server one gets the action's message first. */
function failureText(action: string, error: unknown): string {
  return error instanceof PasskeyError ? error.message : describeFailure(action, error);
}

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

function PasskeyItem({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  onRename: () => void;
  onRemove: () => void;
}) {
  const t = useText(profileText);
  return (
    <li className="passkey-list__item" data-passkey-id={passkey.id}>
      <div>
        <h3 className="passkey-list__name">{passkey.name}</h3>
        <dl className="passkey-list__dates">
          <div>
            <dt>{t('passkeys.added')}</dt>
            <dd>
              <When iso={passkey.createdAt} />
            </dd>
          </div>
          <div>
            <dt>{t('passkeys.lastUsed')}</dt>
            <dd>
              {passkey.lastUsedAt ? <When iso={passkey.lastUsedAt} /> : t('passkeys.neverUsed')}
            </dd>
          </div>
        </dl>
      </div>
      <div className="passkey-list__actions">
        <Button
          variant="secondary"
          aria-label={t('passkeys.rename', { name: passkey.name })}
          onClick={onRename}
        >
          {t('action.rename')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('passkeys.remove', { name: passkey.name })}
          onClick={onRemove}
        >
          {t('action.remove')}
        </Button>
      </div>
    </li>
  );
}

export function PasskeysPage() {
  const t = useText(profileText);
  const title = useText(pageTitles);
  const passkeys = usePasskeys();
  const feedback = useChangeFeedback();
  const listRef = useRef<HTMLUListElement>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [newName, setNewName] = useState('');
  const [renameError, setRenameError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const add = useAddPasskey({
    onMutate: () => feedback.clear(),
    onSuccess: (added) => {
      setName('');
      feedback.say(t('passkeys.addedNotice', { name: added.name }));
    },
    onError: (error) =>
      feedback.say(failureText(t('passkeys.addFailed'), error), { tone: 'error' }),
  });
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();

  const submitAdd = (event: FormEvent) => {
    event.preventDefault();
    const problem = passkeyNameProblem(t, name, { optional: true });
    setNameError(problem);
    if (!problem) add.mutate(name);
  };

  const openRename = (passkey: Passkey) => {
    feedback.clear();
    setNewName(passkey.name);
    setRenameError(undefined);
    setRenaming(passkey);
  };

  /** Throws to keep the dialog open (the modal's contract) while the name is refused. */
  const saveName = async () => {
    if (!renaming) return;
    const problem = passkeyNameProblem(t, newName);
    setRenameError(problem);
    if (problem) throw new Error(problem);
    try {
      const renamed = await rename.mutateAsync({ id: renaming.id, name: newName });
      setRenaming(null);
      // The dialog gives focus back to the Rename button; the message is announced there.
      feedback.say(t('passkeys.renamed', { name: renamed.name }), {
        focus: () =>
          listRef.current?.querySelector<HTMLElement>(
            // Credential ids are base64url: safe inside a quoted attribute selector.
            `[data-passkey-id="${renamed.id}"] button`,
          ),
      });
    } catch (error) {
      setRenameError(failureText(t('passkeys.renameFailed'), error));
      throw error;
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const passkey = removing;
    try {
      await remove.mutateAsync(passkey);
      feedback.say(t('passkeys.removed', { name: passkey.name }));
    } catch (error) {
      feedback.say(failureText(t('passkeys.removeFailed'), error), { tone: 'error' });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      <BackLink />
      <h1 className="page-title">{title('profile.passkeys')}</h1>
      <p className="shs-lead">{t('passkeys.intro')}</p>
      <ChangeMessage feedback={feedback} />
      <Panel title={t('passkeys.listTitle')}>
        <QueryState
          query={passkeys}
          loadingLabel={t('passkeys.loading')}
          errorMessage={t('passkeys.loadFailed')}
          isEmpty={(list) => list.length === 0}
          empty={<p className="shs-lead">{t('passkeys.empty')}</p>}
        >
          {(list) => (
            <ul className="passkey-list" ref={listRef}>
              {list.map((passkey) => (
                <PasskeyItem
                  key={passkey.id}
                  passkey={passkey}
                  onRename={() => openRename(passkey)}
                  onRemove={() => {
                    feedback.clear();
                    setRemoving(passkey);
                  }}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </Panel>
      <Panel title={t('passkeys.addTitle')}>
        <p className="shs-lead">{t('passkeys.addHint')}</p>
        <form className="passkey-add" noValidate onSubmit={submitAdd}>
          <TextInput
            label={t('passkeys.nameLabel')}
            hint={t('passkeys.nameHint')}
            error={nameError}
            value={name}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" state={add.isPending ? 'pending' : 'empty'}>
            {t('passkeys.add')}
          </Button>
        </form>
        <p className="passkey-recovery">{t('passkeys.recovery')}</p>
      </Panel>
      <Modal
        open={renaming !== null}
        title={renaming ? t('passkeys.rename', { name: renaming.name }) : undefined}
        primaryLabel={t('action.save')}
        secondaryLabel={t('action.cancel')}
        escapeCloses
        onClose={(reason) => (reason === 'primary' ? saveName() : setRenaming(null))}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            saveName().catch(() => {});
          }}
        >
          <TextInput
            label={t('passkeys.renameLabel')}
            error={renameError}
            value={newName}
            autoComplete="off"
            onChange={(event) => setNewName(event.target.value)}
          />
        </form>
      </Modal>
      <Modal
        open={removing !== null}
        title={removing ? t('passkeys.removeTitle', { name: removing.name }) : undefined}
        description={t('passkeys.removeText')}
        primaryLabel={t('action.remove')}
        secondaryLabel={t('action.keep')}
        escapeCloses
        onClose={(reason) => (reason === 'primary' ? confirmRemove() : setRemoving(null))}
      />
    </>
  );
}
