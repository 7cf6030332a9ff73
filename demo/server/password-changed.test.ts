// @vitest-environment node
// When the sign-in password was last set (issue 16: the overview shows it like the verbal
// password's date): the account's creation until the first change, then the change's time.
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrations.js';
import { ensureSeeded } from './db/seed.js';
import { findUserByEmail, passwordChangedAt, updatePasswordHash } from './users.js';

describe('passwordChangedAt', () => {
  it('is the account creation until the password changes, then the time of the change', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    ensureSeeded(db, false);
    const sam = findUserByEmail(db, 'sam@example.com')!;
    // sam's id starts with 65c3d4e5: created 2024-02-07T19:07:17Z.
    expect(passwordChangedAt(db, sam.id)).toBe('2024-02-07T19:07:17.000Z');

    updatePasswordHash(db, sam.id, 'new-hash', new Date('2026-11-23T12:00:00Z'));
    expect(passwordChangedAt(db, sam.id)).toBe('2026-11-23T12:00:00.000Z');
    expect(passwordChangedAt(db, 'no-such-user')).toBeNull();
  });
});
