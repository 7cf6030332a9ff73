// /billing/update-billing-address: the form; the address is verified first (spec 7.2 verify
// address). Valid (0): saved. Invalid (1): an error on the form, nothing typed is lost. Unknown
// (2): the standardised suggestion, and the customer picks it or keeps theirs. Then update
// address with serviceName.
import { useRef, useState, type FormEvent } from 'react';
import { Panel } from '../../components/page-layout/panel';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { TextInput } from '../../components/text-input/text-input';
import { describeFailure } from '../../lib/http/failure';
import {
  addressErrors,
  addressLine,
  tidyAddress,
  verificationStep,
  type AddressErrors,
  type VerificationStep,
} from './address';
import { verifyAddress, type PostalAddress } from './api';
import { loadedBillingPage } from './billing-frame';
import { BILLING_TITLES, LOAD_ERRORS } from './messages';
import { useBillingAddress, useSaveAddress } from './queries';

const EMPTY: PostalAddress = { street: '', city: '', state: '', zip: '' };

/** The form's inputs, in order, with the autofill token each one answers to. */
const ADDRESS_FIELDS: readonly {
  name: keyof PostalAddress;
  label: string;
  autoComplete: string;
  inputMode?: 'numeric';
}[] = [
  { name: 'street', label: 'Street address', autoComplete: 'billing street-address' },
  { name: 'city', label: 'City', autoComplete: 'billing address-level2' },
  { name: 'state', label: 'State', autoComplete: 'billing address-level1' },
  { name: 'zip', label: 'ZIP code', autoComplete: 'billing postal-code', inputMode: 'numeric' },
];

function AddressForm({
  serviceName,
  current,
}: {
  serviceName: string;
  current: PostalAddress | null;
}) {
  const saveAddress = useSaveAddress(serviceName);
  const [fields, setFields] = useState<PostalAddress>(current ?? EMPTY);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [choice, setChoice] = useState<Extract<VerificationStep, { kind: 'choose' }> | null>(null);
  const [useSuggestion, setUseSuggestion] = useState(true);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: keyof PostalAddress) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
    setChoice(null);
    setSaved(null);
  };

  const save = async (address: PostalAddress) => {
    const result = await saveAddress.mutateAsync(address);
    setFields(result);
    setChoice(null);
    setSaved(`Your billing address is now ${addressLine(result)}.`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    setSaved(null);
    const entered = tidyAddress(fields);
    const found = addressErrors(entered);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setPending(true);
    try {
      if (choice) {
        await save(useSuggestion ? choice.suggestion : choice.entered);
        return;
      }
      const step = verificationStep(await verifyAddress(entered), entered);
      if (step.kind === 'save') await save(step.address);
      else if (step.kind === 'invalid') setFormError(step.message);
      else {
        setUseSuggestion(true);
        setChoice(step);
      }
    } catch (error) {
      setFormError(describeFailure('We could not save your billing address.', error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Panel title="Where we send your bill">
      {current ? (
        <p className="shs-lead">On file: {addressLine(current)}</p>
      ) : (
        <p className="shs-lead">No billing address is on file yet.</p>
      )}
      <div aria-live="polite">
        {saved ? <InlineMessage variant="success">{saved}</InlineMessage> : null}
      </div>
      <form
        ref={formRef}
        className="billing-form"
        aria-label="Billing address"
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        {formError ? <InlineMessage variant="error">{formError}</InlineMessage> : null}
        {ADDRESS_FIELDS.map(({ name, ...field }) => (
          <TextInput
            key={name}
            {...field}
            value={fields[name]}
            error={errors[name]}
            onChange={(e) => set(name)(e.target.value)}
          />
        ))}
        {choice ? (
          <fieldset className="billing-choices">
            <legend>{choice.message}</legend>
            <label className="billing-choice">
              <input
                type="radio"
                name="address-choice"
                checked={useSuggestion}
                onChange={() => setUseSuggestion(true)}
              />
              Use the suggested address: {addressLine(choice.suggestion)}
            </label>
            <label className="billing-choice">
              <input
                type="radio"
                name="address-choice"
                checked={!useSuggestion}
                onChange={() => setUseSuggestion(false)}
              />
              Keep the address as I entered it: {addressLine(choice.entered)}
            </label>
          </fieldset>
        ) : null}
        <div className="billing-actions">
          <Button type="submit" state={pending ? 'pending' : 'empty'}>
            {choice ? 'Save this address' : 'Verify and save'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

export const BillingAddressPage = loadedBillingPage({
  title: BILLING_TITLES.billingAddress,
  useData: useBillingAddress,
  loadingLabel: 'Loading your billing address',
  errorMessage: LOAD_ERRORS.address,
  render: (current, serviceName) => <AddressForm serviceName={serviceName} current={current} />,
});
