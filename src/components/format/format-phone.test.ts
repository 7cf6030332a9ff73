import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone (spec 5: (xxx) xxx-xxxx from ten digits)', () => {
  it('formats exactly ten digits', () => {
    expect(formatPhone('8015550142')).toBe('(801) 555-0142');
  });

  it('accepts punctuation around exactly ten digits', () => {
    expect(formatPhone('801-555-0142')).toBe('(801) 555-0142');
    expect(formatPhone('(801) 555.0142')).toBe('(801) 555-0142');
    expect(formatPhone(' 801 555 0142 ')).toBe('(801) 555-0142');
  });

  it('returns anything else exactly as typed', () => {
    for (const input of [
      '',
      '801555014',
      '18015550142',
      '+1 801 555 0142',
      '801-555-0142 x12',
      'call me',
    ]) {
      expect(formatPhone(input)).toBe(input);
    }
  });
});
