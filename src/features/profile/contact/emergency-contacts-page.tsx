// /profile/emergency-contacts: the people called for the selected service, in call order. Add,
// edit, reorder and remove; switching the service selector loads the other service's list.
import { useRef, useState } from 'react';
import { Panel } from '../../../components/page-layout/panel';
import { Button } from '../../../components/button/button';
import { ChangeMessage } from '../../../components/change-feedback/change-message';
import { useChangeFeedback } from '../../../components/change-feedback/use-change-feedback';
import { formatPhone } from '../../../components/format/format-phone';
import { Modal } from '../../../components/modal/modal';
import { serviceDisplayName, type Service } from '../../../lib/shared/services';
import type { EmergencyContact, EmergencyContactInput } from '../api';
import { BackLink } from '../back-link';
import { ContactForm } from './contact-form';
import { describeFailure } from '../../../lib/http/failure';
import { QueryState } from '../../../components/query-state/query-state';
import { pageTitles } from '../../../lib/routing/page-titles';
import { richText } from '../../../lib/shared/i18n/rich-text';
import { useText } from '../../../lib/shared/i18n/use-text';
import { MAX_EMERGENCY_CONTACTS } from '../limits';
import { useChangeEmergencyContacts, useEmergencyContacts } from '../queries';
import { profileText } from '../text';
import { useSelectedService } from '../../../stores/use-selected-service';
import '../../../components/page-layout/page-layout';
import '../profile.css';

/** Runs a call and turns its failure into the spec's message plus the server's reason. */
async function withMessage<T>(specMessage: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(describeFailure(specMessage, error), { cause: error });
  }
}

function ServiceContacts({ service }: { service: Service }) {
  const t = useText(profileText);
  const serviceName = service.serviceName;
  const change = useChangeEmergencyContacts(serviceName);
  const contacts = useEmergencyContacts(serviceName);
  const [editing, setEditing] = useState<EmergencyContact | 'new' | null>(null);
  const [removing, setRemoving] = useState<EmergencyContact | null>(null);
  // Confirmations and failures: shown, announced, and focus moved to the result.
  const feedback = useChangeFeedback();
  const listRef = useRef<HTMLOListElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const card = (id: EmergencyContact['id']) => () =>
    listRef.current?.querySelector<HTMLElement>(`[data-contact-id="${String(id)}"]`);

  const save = async (input: EmergencyContactInput) => {
    const target = editing;
    const list = await withMessage(t('contacts.saveError'), () =>
      change.mutateAsync(
        target && target !== 'new' ? { update: { ...input, id: target.id } } : { add: input },
      ),
    );
    const before = new Set((contacts.data ?? []).map((contact) => contact.id));
    setEditing(null);
    const edited = target && target !== 'new';
    // Focus goes to the card that changed: the edited one, or the one that is new.
    const changed = edited ? target : list.find((contact) => !before.has(contact.id));
    feedback.say(
      edited
        ? t('contacts.saved', { name: input.name })
        : t('contacts.added', { name: input.name }),
      { focus: changed ? card(changed.id) : undefined },
    );
  };

  const remove = async () => {
    if (!removing) return;
    const contact = removing;
    feedback.clear();
    try {
      await withMessage(t('contacts.removeError'), () =>
        change.mutateAsync({ remove: contact.id }),
      );
      feedback.say(t('contacts.removed', { name: contact.name }));
    } catch (error) {
      feedback.say((error as Error).message, { tone: 'error' });
    } finally {
      setRemoving(null);
    }
  };

  const title = serviceDisplayName(service);
  const list = contacts.data ?? [];
  return (
    <>
      <p className="shs-lead profile-current">
        {richText(t('contacts.for', { service: title, serviceName }), {
          strong: (chunk) => <strong>{chunk}</strong>,
        })}
      </p>
      <ChangeMessage feedback={feedback} />
      <Panel title={t('contacts.listTitle')}>
        <QueryState
          query={contacts}
          loadingLabel={t('contacts.loading')}
          errorMessage={t('contacts.loadError')}
        >
          {() => (
            <>
              {list.length === 0 ? (
                <p className="shs-lead">{t('contacts.empty')}</p>
              ) : (
                <ol className="contact-list" ref={listRef}>
                  {list.map((contact) => (
                    <li key={contact.id} className="contact-card" data-contact-id={contact.id}>
                      <span className="contact-card__order" aria-hidden="true">
                        {contact.order}
                      </span>
                      <div>
                        <h3 className="contact-card__name">{contact.name}</h3>
                        <p className="contact-card__details">
                          {contact.relationship} · {formatPhone(contact.phone)}
                        </p>
                      </div>
                      <div className="contact-card__actions">
                        <Button
                          variant="secondary"
                          aria-label={t('contacts.edit', { name: contact.name })}
                          onClick={() => {
                            feedback.clear();
                            setEditing(contact);
                          }}
                        >
                          {t('action.edit')}
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={t('contacts.remove', { name: contact.name })}
                          onClick={() => setRemoving(contact)}
                        >
                          {t('action.remove')}
                        </Button>
                      </div>
                    </li>
                  ))}
                </ol>
              )}
              {editing === null ? (
                list.length < MAX_EMERGENCY_CONTACTS ? (
                  <Button
                    ref={addButtonRef}
                    onClick={() => {
                      feedback.clear();
                      setEditing('new');
                    }}
                  >
                    {t('contacts.add')}
                  </Button>
                ) : (
                  <p className="shs-lead">{t('contacts.full', { max: MAX_EMERGENCY_CONTACTS })}</p>
                )
              ) : null}
            </>
          )}
        </QueryState>
      </Panel>
      {editing !== null ? (
        <section className="shs-panel">
          <ContactForm
            key={editing === 'new' ? 'new' : editing.id}
            contact={editing === 'new' ? undefined : editing}
            places={editing === 'new' ? list.length + 1 : list.length}
            onSave={save}
            onCancel={() => {
              // Back to where the form was opened: the contact's Edit button, or Add a contact.
              const from = editing;
              setEditing(null);
              feedback.focusAfterRender(() =>
                from === 'new'
                  ? addButtonRef.current
                  : listRef.current?.querySelector<HTMLElement>(
                      `[data-contact-id="${String(from.id)}"] button`,
                    ),
              );
            }}
          />
        </section>
      ) : null}
      <Modal
        open={removing !== null}
        title={removing ? t('contacts.removeTitle', { name: removing.name }) : undefined}
        description={t('contacts.removeText')}
        primaryLabel={t('action.remove')}
        secondaryLabel={t('action.keep')}
        escapeCloses
        onClose={(reason) => (reason === 'primary' ? remove() : setRemoving(null))}
      />
    </>
  );
}

export function EmergencyContactsPage() {
  const t = useText(profileText);
  const title = useText(pageTitles);
  const service = useSelectedService();
  return (
    <>
      <BackLink />
      <h1 className="page-title">{title('profile.emergencyContacts')}</h1>
      {service ? (
        <ServiceContacts key={service.serviceName} service={service} />
      ) : (
        <p className="shs-lead">{t('noServices')}</p>
      )}
    </>
  );
}
