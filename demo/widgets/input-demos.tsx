// Gallery sections for the form controls.
import { useState } from 'react';
import { CurrencyInput } from '../../src/components/currency-input/currency-input';
import { NumberInput } from '../../src/components/number-input/number-input';
import { PasswordInput } from '../../src/components/password-input/password-input';
import { Select } from '../../src/components/select/select';
import { SensitiveInput } from '../../src/components/sensitive-input/sensitive-input';
import { Switch } from '../../src/components/switch/switch';
import { TextInput } from '../../src/components/text-input/text-input';
import { Example, GallerySection } from './gallery-section';

export function NumberDemos() {
  const [cameras, setCameras] = useState(3);
  return (
    <GallerySection title="Number input">
      <Example title="Below 10: dropdown (0 to 10+)">
        <NumberInput label="Indoor cameras" value={cameras} onChange={setCameras} max={50} />
      </Example>
      <Example title="10 or more: free field">
        <NumberInput label="Door sensors" defaultValue={12} max={50} />
      </Example>
      <Example title="At the bounds (min 1, max 3)">
        <NumberInput label="Keypads" defaultValue={3} min={1} max={3} />
      </Example>
    </GallerySection>
  );
}

export function TextDemos() {
  return (
    <GallerySection title="Text, password and sensitive inputs">
      <Example title="Text input: label, required, error">
        <TextInput label="Nickname" hint="Shown in the service selector." />
        <TextInput placeholder="Street address" required />
        <TextInput label="Email" type="email" defaultValue="alex@" error="Enter a valid email." />
      </Example>
      <Example title="Password: show and hide">
        <PasswordInput label="Current password" />
      </Example>
      <Example title="Sensitive: bullets, last character shown for 3 s, copy blocked">
        <SensitiveInput
          label="Verbal password"
          hint="Typed characters stay readable for 3 seconds."
        />
      </Example>
    </GallerySection>
  );
}

export function CurrencyDemos() {
  return (
    <GallerySection title="Currency input">
      <Example title="Fractional (two decimals)">
        <CurrencyInput label="Payment amount" fractional defaultValue={1234.5} />
      </Example>
      <Example title="Whole (no decimals)">
        <CurrencyInput label="Monthly budget" defaultValue={1500} />
      </Example>
    </GallerySection>
  );
}

const STATES = [
  { value: 'UT', label: 'Utah' },
  { value: 'CO', label: 'Colorado' },
  { value: 'ID', label: 'Idaho' },
];

export function SelectDemos() {
  return (
    <GallerySection title="Select and switch">
      <Example title="Required with one option: selected by itself">
        <Select label="Service" required options={[{ value: 'S-100200300', label: '12 Elm St' }]} />
      </Example>
      <Example title="Required without a label: asterisk after the placeholder">
        <Select placeholder="State" required options={STATES} />
      </Example>
      <Example title="Labelled, optional">
        <Select
          label="Preferred contact"
          placeholder="Choose one"
          options={[
            { value: 'email', label: 'Email' },
            { value: 'sms', label: 'Text message' },
            { value: 'phone', label: 'Phone call' },
          ]}
        />
      </Example>
      <Example title="Switch">
        <Switch label="Paperless billing" defaultChecked />
        <Switch label="Autopay" />
      </Example>
    </GallerySection>
  );
}
