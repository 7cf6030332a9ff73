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
  const heading = contact ? `Edit ${contact.name}` : 'Add an emergency contact';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (showErrors(contactErrors(draft), ['name', 'phone', 'relationship'])) return;
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
    label: i === 0 ? '1 (called first)' : String(i + 1),
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
        label="Name"
        // The form opens on a button press: start where the typing starts.
        autoFocus
        autoComplete="off"
        maxLength={80}
        required
      />
      <TextInput
        {...field('phone')}
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint="10 digits, for example (801) 555-0175"
        required
      />
      <TextInput
        {...field('relationship')}
        label="Relationship"
        autoComplete="off"
        maxLength={40}
        hint="For example Spouse, Neighbor or Friend"
        required
      />
      <Select
        name="order"
        label="Call order"
        hint="We call your contacts in this order."
        options={orderOptions}
        value={order}
        onChange={setOrder}
        required
      />
      <FormFooter
        saveLabel={contact ? 'Save contact' : 'Add contact'}
        saveState={pending ? 'pending' : 'empty'}
        onCancel={onCancel}
        cancelDisabled={pending}
      />
    </form>
  );
}
