import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/shared/i18n/catalogue';
import { billingText } from './text';
import { csvAmount, csvField, transactionsCsv } from './transactions-csv';

describe('transactions CSV', () => {
  it('writes signed dollar amounts spreadsheets read as numbers', () => {
    expect(csvAmount(8497)).toBe('84.97');
    expect(csvAmount(-1000)).toBe('-10.00');
    expect(csvAmount(-5)).toBe('-0.05');
  });

  it('quotes only what needs quoting, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('has a header row and one row per transaction, quoting commas', () => {
    expect(
      transactionsCsv(
        [
          {
            id: 'a',
            date: '2026-11-05',
            type: 'payment',
            description: 'Payment, Visa ending 4242',
            amountCents: -8497,
          },
          {
            id: 'b',
            date: '2026-11-01',
            type: 'charge',
            description: 'Monthly charges',
            amountCents: 8497,
          },
        ],
        translator(billingText, 'en'),
      ),
    ).toBe(
      'Date,Type,Description,Amount (USD)\r\n' +
        '2026-11-05,Payment,"Payment, Visa ending 4242",-84.97\r\n' +
        '2026-11-01,Charge,Monthly charges,84.97\r\n',
    );
  });
});
