// Add or edit one emergency contact: name, phone, relationship and call order. A failed save
// keeps everything typed and says why.
import { useState, type FormEvent } from 'react';
import { Select } from '../../../components/select/select';
import { TextInput } from '../../../components/text-input/text-input';
import type { EmergencyContact, EmergencyContactInput } from '../api';
import { InlineMessage } from '../../../components/inline-message/inline-message';
import { useFormFields } from './use-form-fields';
import { contactErrors, phoneDigits, type ContactDraft } from './validation';
import { formatPhone } from '../../../components/format/format-phone';
import { FormFooter } from '../../../components/form-footer/form-footer';
import { useText } from '../../../lib/shared/i18n/use-text';
import { CONTACT_NAME_MAX, RELATIONSHIP_MAX } from '../limits';
import { profileText } from '../text';

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** The contact edited; absent when adding. */
  contact?: EmergencyContact;
  /** How many places the call order can take (the list's length, plus one when adding). */
  places: number;
  /** Saves; rejects with an Error whose message is shown. */
  onSave: (input: EmergencyContactInput) => Promise<unknown>;
  onCancel: () => void;
}

export function ContactForm({ contact, places, onSave, onCancel }: ContactFormProps) {
  const t = useText(profileText);
  const {
    values: draft,
    field,
    showErrors,
    formRef,
  } = useFormFields<keyof ContactDraft>({
    name: contact?.name ?? '',
    phone: contact ? formatPhone(contact.phone) : '',
    relationship: contact?.relationship ?? '',
  });
  const [order, setOrder] = useState(String(contact?.order ?? places));
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const heading = contact
    ? t('contacts.edit', { name: contact.name })
    : t('contacts.form.addTitle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (showErrors(contactErrors(t, draft), ['name', 'phone', 'relationship'])) return;
    setFailure(null);
    setPending(true);
    try {
      await onSave({
        name: draft.name.trim(),
        phone: phoneDigits(draft.phone) ?? draft.phone,
        relationship: draft.relationship.trim(),
        order: Number(order),
      });
    } catch (error) {
      setFailure((error as Error).message);
      setPending(false);
    }
  };

  const orderOptions = Array.from({ length: places }, (_, i) => ({
    value: String(i + 1),
    label: i === 0 ? t('contacts.form.orderFirst', { order: 1 }) : String(i + 1),
  }));

  return (
    <form
      ref={formRef}
      className="profile-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading" className="shs-panel__title">
        {heading}
      </h2>
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <TextInput
        {...field('name')}
        label={t('contacts.form.name')}
        // The form opens on a button press: start where the typing starts.
        autoFocus
        autoComplete="off"
        maxLength={CONTACT_NAME_MAX}
        required
      />
      <TextInput
        {...field('phone')}
        label={t('contacts.form.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint={t('contacts.form.phoneHint')}
        required
      />
      <TextInput
        {...field('relationship')}
        label={t('contacts.form.relationship')}
        autoComplete="off"
        maxLength={RELATIONSHIP_MAX}
        hint={t('contacts.form.relationshipHint')}
        required
      />
      <Select
        name="order"
        label={t('contacts.form.order')}
        hint={t('contacts.form.orderHint')}
        options={orderOptions}
        value={order}
        onChange={setOrder}
        required
      />
      <FormFooter
        saveLabel={contact ? t('contacts.form.save') : t('contacts.form.add')}
        saveState={pending ? 'pending' : 'empty'}
        onCancel={onCancel}
        cancelDisabled={pending}
      />
    </form>
  );
}
