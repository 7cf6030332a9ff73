import { describe, expect, it } from 'vitest';
import { describedBy, displayedPlaceholder } from './field-text';

describe('displayedPlaceholder (spec 5, required inputs)', () => {
  it('adds an asterisk after the placeholder of a required input without a label', () => {
    expect(displayedPlaceholder('Email', true, false)).toBe('Email *');
  });
  it('leaves it alone when the input has a label or is optional', () => {
    expect(displayedPlaceholder('Email', true, true)).toBe('Email');
    expect(displayedPlaceholder('Email', false, false)).toBe('Email');
    expect(displayedPlaceholder(undefined, true, false)).toBeUndefined();
  });
});

describe('describedBy', () => {
  it('joins the present ids', () => {
    expect(describedBy('a', undefined, false, 'b')).toBe('a b');
    expect(describedBy(undefined, null)).toBeUndefined();
  });
});
