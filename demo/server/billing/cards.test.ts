// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardBrand, checkCard, isExpired, luhnValid, parseExpiry } from './cards.js';
import { verifyAddress } from './address-verification.js';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('payment provider card checks', () => {
  it('knows the test cards', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('2721003122003222')).toBeNull();
    expect(cardBrand('378282246310005')).toBe('American Express');
    const ok = checkCard({ number: '4242 4242 4242 4242', expiry: '08/28', cvc: '123' }, NOW);
    expect(ok).toEqual({
      card: { brand: 'Visa', last4: '4242', expMonth: 8, expYear: 2028, approved: true },
    });
    const declined = checkCard({ number: '4000 0000 0000 0002', expiry: '08/28', cvc: '123' }, NOW);
    expect('card' in declined && declined.card.approved).toBe(false);
  });

  it('explains each field that is wrong', () => {
    expect(checkCard({ number: '1234', expiry: '13/28', cvc: '12' }, NOW)).toEqual({
      errors: {
        number: 'Enter a valid card number.',
        expiry: 'Enter the expiry date as MM/YY.',
        cvc: 'Enter the 3- or 4-digit security code (CVC).',
      },
    });
    expect(checkCard({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, NOW)).toEqual({
      errors: { expiry: 'Your card has expired.' },
    });
  });

  it('explains them in Spanish to a Spanish reader', () => {
    expect(checkCard({ number: '1234', expiry: '08/28', cvc: '123' }, NOW, 'es')).toEqual({
      errors: { number: 'Escriba un número de tarjeta válido.' },
    });
    expect(
      checkCard({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, NOW, 'es'),
    ).toEqual({ errors: { expiry: 'Su tarjeta está vencida.' } });
  });

  it('treats a card as good through its expiry month', () => {
    expect(parseExpiry('11/2026')).toEqual({ month: 11, year: 2026 });
    expect(isExpired(11, 2026, NOW)).toBe(false);
    expect(isExpired(10, 2026, NOW)).toBe(true);
  });
});

describe('address verification stand-in', () => {
  const valid = { street: '12 Elm St', city: 'Provo', state: 'UT', zip: '84601' };
  it('Valid (0) when already standard', () => {
    expect(verifyAddress(valid)).toMatchObject({ result: 0, resultName: 'Valid' });
  });
  it('Invalid (1) when the ZIP is not in the state or there is no house number', () => {
    expect(verifyAddress({ ...valid, zip: '10001' })).toMatchObject({ result: 1 });
    expect(verifyAddress({ ...valid, street: 'Elm St' })).toMatchObject({ result: 1 });
    expect(verifyAddress({ ...valid, state: 'Narnia' })).toMatchObject({ result: 1 });
  });
  it('Unknown (2) with the standardised suggestion', () => {
    expect(
      verifyAddress({ street: '12 north elm street', city: 'provo', state: 'Utah', zip: '84601' }),
    ).toMatchObject({
      result: 2,
      suggestion: { street: '12 N Elm St', city: 'Provo', state: 'UT', zip: '84601' },
    });
  });
});
