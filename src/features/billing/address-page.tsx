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
import { useText } from '../../lib/shared/i18n/use-text';
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
import { useBillingAddress, useSaveAddress } from './queries';
import { billingText } from './text';

const EMPTY: PostalAddress = { street: '', city: '', state: '', zip: '' };

/** The form's inputs, in order, with the autofill token each one answers to (labels: t). */
const ADDRESS_FIELDS: readonly {
  name: keyof PostalAddress;
  autoComplete: string;
  inputMode?: 'numeric';
}[] = [
  { name: 'street', autoComplete: 'billing street-address' },
  { name: 'city', autoComplete: 'billing address-level2' },
  { name: 'state', autoComplete: 'billing address-level1' },
  { name: 'zip', autoComplete: 'billing postal-code', inputMode: 'numeric' },
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
  const t = useText(billingText);

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
    setSaved(t('address.saved', { address: addressLine(result) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    setSaved(null);
    const entered = tidyAddress(fields);
    const found = addressErrors(entered, t);
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
      setFormError(describeFailure(t('address.saveFailed'), error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Panel title={t('address.title')}>
      {current ? (
        <p className="shs-lead">{t('address.onFile', { address: addressLine(current) })}</p>
      ) : (
        <p className="shs-lead">{t('address.noneOnFile')}</p>
      )}
      <div aria-live="polite">
        {saved ? <InlineMessage variant="success">{saved}</InlineMessage> : null}
      </div>
      <form
        ref={formRef}
        className="billing-form"
        aria-label={t('address.form')}
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        {formError ? <InlineMessage variant="error">{formError}</InlineMessage> : null}
        {ADDRESS_FIELDS.map(({ name, ...field }) => (
          <TextInput
            key={name}
            label={t(`address.field.${name}`)}
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
              {t('address.useSuggested', { address: addressLine(choice.suggestion) })}
            </label>
            <label className="billing-choice">
              <input
                type="radio"
                name="address-choice"
                checked={!useSuggestion}
                onChange={() => setUseSuggestion(false)}
              />
              {t('address.keepEntered', { address: addressLine(choice.entered) })}
            </label>
          </fieldset>
        ) : null}
        <div className="billing-actions">
          <Button type="submit" state={pending ? 'pending' : 'empty'}>
            {t(choice ? 'address.saveThis' : 'address.verifyAndSave')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

export const BillingAddressPage = loadedBillingPage({
  page: 'billing.billingAddress',
  useData: useBillingAddress,
  loading: 'loading.address',
  loadError: 'load.address',
  render: (current, serviceName) => <AddressForm serviceName={serviceName} current={current} />,
});
