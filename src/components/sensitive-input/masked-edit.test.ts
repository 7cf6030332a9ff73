import { describe, expect, it } from 'vitest';
import { applyMaskedEdit, maskValue } from './masked-edit';

const B = '\u2022';
const bullets = (n: number) => B.repeat(n);

describe('maskValue', () => {
  it('hides every character as a bullet', () => {
    expect(maskValue('1234', null)).toBe(bullets(4));
  });
  it('reveals only the character at the reveal index', () => {
    expect(maskValue('1234', 2)).toBe(`${B}${B}3${B}`);
  });
});

describe('applyMaskedEdit (never loses typed text)', () => {
  it('types at the end', () => {
    expect(applyMaskedEdit('123', bullets(3), `${bullets(3)}4`, 4)).toEqual({
      real: '1234',
      inserted: '4',
      insertedAt: 3,
    });
  });

  it('types in the middle, at the caret', () => {
    expect(applyMaskedEdit('1234', bullets(4), `${B}${B}x${B}${B}`, 3).real).toBe('12x34');
  });

  it('types at the start', () => {
    expect(applyMaskedEdit('1234', bullets(4), `x${bullets(4)}`, 1).real).toBe('x1234');
  });

  it('types the same character as the revealed one next to it', () => {
    // '12a' with 'a' revealed; the caret before 'a'; typing 'a'.
    expect(applyMaskedEdit('12a', `${B}${B}a`, `${B}${B}aa`, 3)).toMatchObject({
      real: '12aa',
      insertedAt: 2,
    });
  });

  it('deletes backwards (Backspace) at the caret', () => {
    // '1|234' -> Backspace -> '|234': the caret ends at 0.
    expect(applyMaskedEdit('1234', bullets(4), bullets(3), 0).real).toBe('234');
    // '1234|' -> Backspace -> '123|'.
    expect(applyMaskedEdit('1234', bullets(4), bullets(3), 3).real).toBe('123');
  });

  it('deletes forwards (Delete) at the caret', () => {
    // '1|234' -> Delete -> '1|34': the caret stays at 1.
    expect(applyMaskedEdit('1234', bullets(4), bullets(3), 1).real).toBe('134');
  });

  it('replaces a selection with typed text', () => {
    // '123456', select '34' (2..4), type 'x'.
    expect(applyMaskedEdit('123456', bullets(6), `${B}${B}x${B}${B}`, 3).real).toBe('12x56');
  });

  it('pastes several characters at the caret', () => {
    expect(applyMaskedEdit('1234', bullets(4), `${B}${B}abc${B}${B}`, 5)).toEqual({
      real: '12abc34',
      inserted: 'abc',
      insertedAt: 2,
    });
  });

  it('clears everything', () => {
    expect(applyMaskedEdit('1234', bullets(4), '', 0).real).toBe('');
  });
});
