import { describe, expect, it } from 'vitest';
import { translator } from '../../../lib/shared/i18n/catalogue';
import { profileText } from '../text';
import {
  contactErrors,
  currentPasswordError,
  emailError,
  isValid,
  mobileError,
  nicknameError,
  normaliseCode,
  phoneDigits,
  tidyVerbalPassword,
  verbalPasswordError,
} from './validation';

/** The checks word their problems in English here. */
const t = translator(profileText, 'en');

describe('phoneDigits', () => {
  it('accepts ten digits with the punctuation people type', () => {
    expect(phoneDigits('(801) 555-0142')).toBe('8015550142');
    expect(phoneDigits('801.555.0142')).toBe('8015550142');
    expect(phoneDigits('8015550142')).toBe('8015550142');
  });
  it('refuses too few or too many digits and letters', () => {
    expect(phoneDigits('555-0142')).toBeNull();
    expect(phoneDigits('1 801 555 0142')).toBeNull();
    expect(phoneDigits('801-555-CALL')).toBeNull();
  });
});

describe('emailError', () => {
  it('asks for an address, then a well-formed one, then a different one', () => {
    expect(emailError(t, '  ')).toBe('Enter your new email address.');
    expect(emailError(t, 'alex@example')).toBe('Enter an email address like name@example.com.');
    expect(emailError(t, 'alex example.com')).toBe('Enter an email address like name@example.com.');
    expect(emailError(t, 'Alex@Example.com', 'alex@example.com')).toBe(
      'This is already your email address.',
    );
    expect(emailError(t, ' new@example.com ', 'alex@example.com')).toBeUndefined();
  });
});

describe('mobileError', () => {
  it('needs ten digits that differ from the current number', () => {
    expect(mobileError(t, '')).toBe('Enter your new mobile number.');
    expect(mobileError(t, '555-01')).toBe(
      'Enter a 10-digit mobile number, for example (801) 555-0142.',
    );
    expect(mobileError(t, '(801) 555-0142', '8015550142')).toBe(
      'This is already your mobile number.',
    );
    expect(mobileError(t, '801 555 0199', '8015550142')).toBeUndefined();
  });
});

it('currentPasswordError only needs a value (the server judges it)', () => {
  expect(currentPasswordError(t, '')).toBe('Enter your current password.');
  expect(currentPasswordError(t, ' ')).toBeUndefined();
});

describe('contactErrors', () => {
  it('names every missing field', () => {
    expect(contactErrors(t, { name: ' ', phone: '', relationship: '' })).toEqual({
      name: 'Enter the contact’s name.',
      phone: 'Enter the contact’s phone number.',
      relationship: 'Enter how this person is related to you, for example Neighbor.',
    });
  });
  it('checks lengths and the phone format', () => {
    expect(
      contactErrors(t, { name: 'x'.repeat(81), phone: '12345', relationship: 'y'.repeat(41) }),
    ).toEqual({
      name: 'Use at most 80 characters for the name.',
      phone: 'Enter a 10-digit phone number, for example (801) 555-0175.',
      relationship: 'Use at most 40 characters for the relationship.',
    });
  });
  it('accepts a complete contact', () => {
    const errors = contactErrors(t, {
      name: 'Pat',
      phone: '(801) 555-0133',
      relationship: 'Friend',
    });
    expect(errors).toEqual({});
    expect(isValid(errors)).toBe(true);
  });
});

it('nicknameError allows empty (clears) and at most 40 characters', () => {
  expect(nicknameError(t, '')).toBeUndefined();
  expect(nicknameError(t, 'x'.repeat(40))).toBeUndefined();
  expect(nicknameError(t, 'x'.repeat(41))).toBe('Use at most 40 characters for the nickname.');
});

it('normaliseCode takes six digits, spaces allowed between groups', () => {
  expect(normaliseCode('123 456')).toBe('123456');
  expect(normaliseCode('12345')).toBeNull();
  expect(normaliseCode('12345a')).toBeNull();
});

describe('verbalPasswordError', () => {
  it('asks for a word, then 4 to 32 letters, digits and spaces', () => {
    expect(verbalPasswordError(t, '   ')).toBe('Enter a verbal password.');
    expect(verbalPasswordError(t, 'abc')).toBe(
      'Use at least 4 characters for the verbal password.',
    );
    expect(verbalPasswordError(t, ' ab  ')).toBe(
      'Use at least 4 characters for the verbal password.',
    );
    expect(verbalPasswordError(t, 'x'.repeat(33))).toBe(
      'Use at most 32 characters for the verbal password.',
    );
    expect(verbalPasswordError(t, 'blue-harbor')).toBe(
      'Use only letters A-Z, digits 0-9 and spaces in the verbal password.',
    );
    expect(verbalPasswordError(t, 'café au lait')).toBe(
      'Use only letters A-Z, digits 0-9 and spaces in the verbal password.',
    );
    expect(verbalPasswordError(t, 'abcd')).toBeUndefined();
    expect(verbalPasswordError(t, 'Blue Harbor 42')).toBeUndefined();
    expect(verbalPasswordError(t, `  ${'x'.repeat(32)}  `)).toBeUndefined();
  });
  it('counts spaces as the server does: ends dropped, runs made one', () => {
    expect(tidyVerbalPassword('  blue   harbor ')).toBe('blue harbor');
    expect(verbalPasswordError(t, `${'x'.repeat(15)}     ${'y'.repeat(16)}`)).toBeUndefined();
  });
});
