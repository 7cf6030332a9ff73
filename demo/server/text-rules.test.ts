// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normaliseEmailInput, normaliseText, textProblem } from './text-rules.js';

describe('text rules', () => {
  it('normalises to NFC and trims', () => {
    expect(normaliseText('  Jose\u0301 ')).toBe('José');
    expect(normaliseEmailInput(' jose\u0301@example.com')).toBe('josé@example.com');
  });

  it('refuses control, bidi-override and invisible-only text with a message', () => {
    expect(textProblem('Pat\u0007', 'name')).toBe('name must not contain control characters.');
    expect(textProblem('Pat\nLee', 'name')).toBe('name must not contain control characters.');
    expect(textProblem('abc\u202Efdp.exe', 'name')).toBe(
      'name must not contain characters that change the text direction.',
    );
    expect(textProblem('\u2066x\u2069', 'name')).toMatch(/text direction/);
    expect(textProblem('\u200B\u200D \uFEFF', 'nickname')).toBe(
      'nickname must contain visible characters.',
    );
  });

  it('accepts ordinary text in any script', () => {
    for (const value of ['Zoë', '李小龙', 'O’Brien-Smith', 'محمد', 'a\u200Db']) {
      expect(textProblem(value, 'name')).toBeUndefined();
    }
  });
});
