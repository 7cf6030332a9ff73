import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
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
    expect(emailError('  ')).toBe(VALIDATION.emailRequired);
    expect(emailError('alex@example')).toBe(VALIDATION.emailInvalid);
    expect(emailError('alex example.com')).toBe(VALIDATION.emailInvalid);
    expect(emailError('Alex@Example.com', 'alex@example.com')).toBe(VALIDATION.emailUnchanged);
    expect(emailError(' new@example.com ', 'alex@example.com')).toBeUndefined();
  });
});

describe('mobileError', () => {
  it('needs ten digits that differ from the current number', () => {
    expect(mobileError('')).toBe(VALIDATION.phoneRequired);
    expect(mobileError('555-01')).toBe(VALIDATION.phoneInvalid);
    expect(mobileError('(801) 555-0142', '8015550142')).toBe(VALIDATION.phoneUnchanged);
    expect(mobileError('801 555 0199', '8015550142')).toBeUndefined();
  });
});

it('currentPasswordError only needs a value (the server judges it)', () => {
  expect(currentPasswordError('')).toBe(VALIDATION.currentPasswordRequired);
  expect(currentPasswordError(' ')).toBeUndefined();
});

describe('contactErrors', () => {
  it('names every missing field', () => {
    expect(contactErrors({ name: ' ', phone: '', relationship: '' })).toEqual({
      name: VALIDATION.nameRequired,
      phone: VALIDATION.contactPhoneRequired,
      relationship: VALIDATION.relationshipRequired,
    });
  });
  it('checks lengths and the phone format', () => {
    expect(
      contactErrors({ name: 'x'.repeat(81), phone: '12345', relationship: 'y'.repeat(41) }),
    ).toEqual({
      name: VALIDATION.nameTooLong,
      phone: VALIDATION.contactPhoneInvalid,
      relationship: VALIDATION.relationshipTooLong,
    });
  });
  it('accepts a complete contact', () => {
    const errors = contactErrors({ name: 'Pat', phone: '(801) 555-0133', relationship: 'Friend' });
    expect(errors).toEqual({});
    expect(isValid(errors)).toBe(true);
  });
});

it('nicknameError allows empty (clears) and at most 40 characters', () => {
  expect(nicknameError('')).toBeUndefined();
  expect(nicknameError('x'.repeat(40))).toBeUndefined();
  expect(nicknameError('x'.repeat(41))).toBe(VALIDATION.nicknameTooLong);
});

it('normaliseCode takes six digits, spaces allowed between groups', () => {
  expect(normaliseCode('123 456')).toBe('123456');
  expect(normaliseCode('12345')).toBeNull();
  expect(normaliseCode('12345a')).toBeNull();
});

describe('verbalPasswordError', () => {
  it('asks for a word, then 4 to 32 letters, digits and spaces', () => {
    expect(verbalPasswordError('   ')).toBe(VALIDATION.verbalPasswordRequired);
    expect(verbalPasswordError('abc')).toBe(VALIDATION.verbalPasswordTooShort);
    expect(verbalPasswordError(' ab  ')).toBe(VALIDATION.verbalPasswordTooShort);
    expect(verbalPasswordError('x'.repeat(33))).toBe(VALIDATION.verbalPasswordTooLong);
    expect(verbalPasswordError('blue-harbor')).toBe(VALIDATION.verbalPasswordCharacters);
    expect(verbalPasswordError('café au lait')).toBe(VALIDATION.verbalPasswordCharacters);
    expect(verbalPasswordError('abcd')).toBeUndefined();
    expect(verbalPasswordError('Blue Harbor 42')).toBeUndefined();
    expect(verbalPasswordError(`  ${'x'.repeat(32)}  `)).toBeUndefined();
  });
  it('counts spaces as the server does: ends dropped, runs made one', () => {
    expect(tidyVerbalPassword('  blue   harbor ')).toBe('blue harbor');
    expect(verbalPasswordError(`${'x'.repeat(15)}     ${'y'.repeat(16)}`)).toBeUndefined();
  });
});
