// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../passwords.js';
import { findUserByEmail, userRecord } from '../users.js';
import { openDatabase } from './database.js';
import { MIGRATIONS, migrate } from './migrations.js';
import { objectIdTime } from './object-id.js';
import { DEMO_PASSWORD, ensureSeeded, resetData, SEED_USERS } from './seed.js';

describe('migrations', () => {
  it('applies every numbered migration once and records it', () => {
    const db = openDatabase(':memory:');
    const ids = db.prepare('SELECT id FROM migrations ORDER BY id').all() as { id: number }[];
    expect(ids.map((row) => row.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
    expect(migrate(db)).toEqual([]);
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
    ).map((row) => row.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'services',
        'access_activity',
        'oidc_models',
        'server_keys',
      ]),
    );
  });

  it("adds each customer's language, empty until they choose one (issue 28)", () => {
    const db = openDatabase(':memory:');
    ensureSeeded(db, false);
    const columns = db.prepare('PRAGMA table_info(users)').all() as {
      name: string;
      notnull: number;
    }[];
    expect(columns.find((column) => column.name === 'language')).toMatchObject({ notnull: 0 });
    const alex = findUserByEmail(db, 'alex@example.com');
    expect(alex?.language).toBeNull();
    expect(alex && userRecord(db, alex)).not.toHaveProperty('language');
  });

  it('applies only the migrations that are new', () => {
    const db = openDatabase(':memory:');
    const next = { id: 999, name: 'test table', sql: 'CREATE TABLE extra (id INTEGER)' };
    expect(migrate(db, [...MIGRATIONS, next])).toEqual([999]);
    expect(migrate(db, [...MIGRATIONS, next])).toEqual([]);
  });
});

describe('seed', () => {
  it('creates the demo customers once, with hashed passwords', async () => {
    const db = openDatabase(':memory:');
    ensureSeeded(db, false);
    ensureSeeded(db, false);
    const count = db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
    expect(count.n).toBe(SEED_USERS.length);
    const alex = findUserByEmail(db, 'ALEX@example.com');
    expect(alex?.passwordHash).not.toContain(DEMO_PASSWORD);
    expect(await verifyPassword(DEMO_PASSWORD, alex?.passwordHash ?? '')).toBe(true);
  });

  it('gives alex one service with a nickname, one with only a street, one with neither', () => {
    const db = openDatabase(':memory:');
    ensureSeeded(db, false);
    const alex = findUserByEmail(db, 'alex@example.com');
    if (!alex) throw new Error('alex missing');
    const [home, street, bare] = userRecord(db, alex).services;
    expect(home).toMatchObject({ serviceName: 'S-100200300', nickName: 'Home' });
    expect(street?.nickName).toBeUndefined();
    expect(street?.streetAddress1).toBe('480 Canyon View Dr');
    expect(bare).toEqual({
      serviceName: 'S-100200302',
      accountId: 'A-3',
      contractSigner: false,
      id: 'svc-3',
    });
  });

  it('uses Mongo-style ids that start with a plausible creation time', () => {
    for (const user of SEED_USERS) {
      expect(user.id).toMatch(/^[0-9a-f]{24}$/);
      const created = objectIdTime(user.id) * 1000;
      expect(created).toBeGreaterThan(Date.parse('2015-01-01'));
      expect(created).toBeLessThan(Date.now());
    }
  });

  it('reset restores the seed', () => {
    const db = openDatabase(':memory:');
    ensureSeeded(db, false);
    db.prepare(
      "UPDATE users SET phone_number = '0000000000' WHERE email = 'sam@example.com'",
    ).run();
    db.prepare("DELETE FROM services WHERE service_name = 'S-100200300'").run();
    resetData(db);
    expect(findUserByEmail(db, 'sam@example.com')?.phoneNumber).toBe('3855550199');
    const services = db.prepare('SELECT COUNT(*) AS n FROM services').get() as { n: number };
    expect(services.n).toBe(4);
  });
});
