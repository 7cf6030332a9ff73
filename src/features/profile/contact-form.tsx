// Add or edit one emergency contact: name, phone, relationship and call order. A failed save
// keeps everything typed and says why.
import { useRef, useState, type FormEvent } from 'react';
import { Select } from '../../components/select/select';
import { TextInput } from '../../components/text-input/text-input';
import type { EmergencyContact, EmergencyContactInput } from './api';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { contactErrors, phoneDigits, type ContactDraft, type FieldErrors } from './validation';
import { formatPhone } from '../../components/format/format-phone';
import { FormFooter } from '../../components/form-footer/form-footer';

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
  const [draft, setDraft] = useState<ContactDraft>({
    name: contact?.name ?? '',
    phone: contact ? formatPhone(contact.phone) : '',
    relationship: contact?.relationship ?? '',
  });
  const [order, setOrder] = useState(String(contact?.order ?? places));
  const [errors, setErrors] = useState<FieldErrors<keyof ContactDraft>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const heading = contact ? `Edit ${contact.name}` : 'Add an emergency contact';

  const set = (field: keyof ContactDraft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = contactErrors(draft);
    setErrors(next);
    const first = (['name', 'phone', 'relationship'] as const).find((f) => next[f]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
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
        name="name"
        label="Name"
        // The form opens on a button press: start where the typing starts.
        autoFocus
        autoComplete="off"
        maxLength={80}
        required
        value={draft.name}
        error={errors.name}
        onChange={set('name')}
      />
      <TextInput
        name="phone"
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint="10 digits, for example (801) 555-0175"
        required
        value={draft.phone}
        error={errors.phone}
        onChange={set('phone')}
      />
      <TextInput
        name="relationship"
        label="Relationship"
        autoComplete="off"
        maxLength={40}
        hint="For example Spouse, Neighbor or Friend"
        required
        value={draft.relationship}
        error={errors.relationship}
        onChange={set('relationship')}
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
