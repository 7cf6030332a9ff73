import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/shared/i18n/catalogue';
import { addressErrors, addressLine, tidyAddress, verificationStep } from './address';
import { billingText } from './text';

const t = translator(billingText, 'en');

const entered = { street: '12 elm street', city: 'provo', state: 'ut', zip: '84601' };
const standard = { street: '12 Elm St', city: 'Provo', state: 'UT', zip: '84601' };

describe('billing address', () => {
  it('checks every field before verifying', () => {
    expect(addressErrors({ street: ' ', city: '', state: 'U', zip: '846' }, t)).toEqual({
      street: 'Enter the street address, for example 12 Elm St.',
      city: 'Enter the city.',
      state: 'Enter the state, for example UT.',
      zip: 'Enter a 5-digit ZIP code, for example 84601.',
    });
    expect(addressErrors(standard, t)).toEqual({});
    expect(addressErrors({ ...standard, zip: '84601-1234' }, t)).toEqual({});
  });

  it('tidies spaces', () => {
    expect(
      tidyAddress({ street: ' 12  Elm St ', city: 'Provo ', state: ' UT', zip: '84601' }),
    ).toEqual(standard);
  });

  it('Valid (0) saves the standardised address', () => {
    expect(
      verificationStep({ result: 0, resultName: 'Valid', address: standard }, standard),
    ).toEqual({ kind: 'save', address: standard });
  });

  it('Invalid (1) is an error on the form', () => {
    expect(
      verificationStep(
        { result: 1, resultName: 'Invalid', message: 'We could not verify.' },
        entered,
      ),
    ).toEqual({ kind: 'invalid', message: 'We could not verify.' });
  });

  it('Unknown (2) offers the suggestion and keeps what was typed', () => {
    expect(
      verificationStep(
        { result: 2, resultName: 'Unknown', message: 'Did you mean?', suggestion: standard },
        entered,
      ),
    ).toEqual({ kind: 'choose', message: 'Did you mean?', suggestion: standard, entered });
    expect(addressLine(standard)).toBe('12 Elm St, Provo, UT 84601');
  });
});
