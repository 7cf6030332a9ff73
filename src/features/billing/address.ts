// Billing address rules: what the form checks before sending, and what each address
// verification result (spec 3: Valid=0, Invalid=1, Unknown=2) makes the page do.
import type { AddressVerification, PostalAddress } from './api';
import type { BillingTranslate } from './text';

/** Field errors of the address form. */
export type AddressErrors = Partial<Record<keyof PostalAddress, string>>;

/** Trimmed fields, with runs of spaces made one. */
export function tidyAddress(address: PostalAddress): PostalAddress {
  const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');
  return {
    street: tidy(address.street),
    city: tidy(address.city),
    state: tidy(address.state),
    zip: tidy(address.zip),
  };
}

/** What is missing or malformed, before asking the verification service (worded by `t`). */
export function addressErrors(address: PostalAddress, t: BillingTranslate): AddressErrors {
  const a = tidyAddress(address);
  const errors: AddressErrors = {};
  if (!a.street) errors.street = t('address.error.street');
  if (!a.city) errors.city = t('address.error.city');
  if (a.state.length < 2) errors.state = t('address.error.state');
  if (!/^\d{5}(-?\d{4})?$/.test(a.zip)) errors.zip = t('address.error.zip');
  return errors;
}

/** What the page does with a verification result. */
export type VerificationStep =
  | { kind: 'save'; address: PostalAddress }
  | { kind: 'invalid'; message: string }
  | { kind: 'choose'; message: string; suggestion: PostalAddress; entered: PostalAddress };

/**
 * Valid: save the standardised address. Invalid: an error on the form. Unknown: let them choose.
 * The messages are the verification service's, worded by the server.
 */
export function verificationStep(
  verification: AddressVerification,
  entered: PostalAddress,
): VerificationStep {
  switch (verification.result) {
    case 0:
      return { kind: 'save', address: verification.address };
    case 1:
      return { kind: 'invalid', message: verification.message };
    default:
      return {
        kind: 'choose',
        message: verification.message,
        suggestion: verification.suggestion,
        entered,
      };
  }
}

/** "12 Elm St, Provo, UT 84601". */
export function addressLine(a: PostalAddress): string {
  return `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
}
