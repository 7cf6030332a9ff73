import { describe, expect, it } from 'vitest';
import { namesMatch } from './names';

describe('typed full name', () => {
  it('ignores case and extra spaces', () => {
    expect(namesMatch('  alex   RIVERA ', 'Alex Rivera')).toBe(true);
  });
  it('refuses another name or a part of it', () => {
    expect(namesMatch('Alex', 'Alex Rivera')).toBe(false);
    expect(namesMatch('Sam Chen', 'Alex Rivera')).toBe(false);
  });
});
