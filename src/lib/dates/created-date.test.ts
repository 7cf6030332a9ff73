import { describe, expect, it } from 'vitest';
import { createdDateFromId } from './created-date';

describe('createdDateFromId (spec 3)', () => {
  it('reads the first 8 hex characters as seconds', () => {
    // 0x65a1b2c3 = 1705095875 s = 2024-01-12T21:44:35Z
    expect(createdDateFromId('65a1b2c3d4e5f60718293a4b')?.toISOString()).toBe(
      '2024-01-12T21:44:35.000Z',
    );
    expect(createdDateFromId('00000000aaaaaaaaaaaaaaaa')?.getTime()).toBe(0);
  });

  it('is null when the id does not start with 8 hex characters', () => {
    expect(createdDateFromId('plt-1001')).toBeNull();
    expect(createdDateFromId('')).toBeNull();
    expect(createdDateFromId(undefined)).toBeNull();
  });
});
