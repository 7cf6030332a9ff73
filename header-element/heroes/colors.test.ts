import { describe, expect, it } from 'vitest';
import { luminance, safeColor, textToneFor } from './colors';

describe('hero colours', () => {
  it('accepts plain colours only', () => {
    expect(safeColor('#0b1e3a')).toBe('#0b1e3a');
    expect(safeColor(' navy ')).toBe('navy');
    expect(safeColor('rgb(10 20 30 / 50%)')).toBe('rgb(10 20 30 / 50%)');
    expect(safeColor('url(https://tracker.example/x)')).toBeUndefined();
    expect(safeColor('red;background:url(x)')).toBeUndefined();
    expect(safeColor('var(--x)')).toBeUndefined();
    expect(safeColor(12)).toBeUndefined();
  });

  it('picks the text tone with the better contrast', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000')).toBeCloseTo(0);
    expect(textToneFor('#0b1e3a')).toBe('light');
    expect(textToneFor('#053b2f')).toBe('light');
    expect(textToneFor('#e6effc')).toBe('dark');
    expect(textToneFor('#fff4e8')).toBe('dark');
    expect(textToneFor('papayawhip')).toBe('dark');
    expect(textToneFor(undefined)).toBe('dark');
  });
});
