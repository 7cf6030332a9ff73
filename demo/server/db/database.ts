// Opens the one SQLite file the reference backend keeps all of its state in.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations.js';

/** The better-sqlite3 handle every repository module takes. */
export type Db = Database.Database;

/** File name of the database inside `SHS_DATA_DIR`. */
export const DB_FILE_NAME = 'shs.sqlite';

/**
 * Opens (creating if needed) the database in `dataDir` and brings its schema up to date.
 * Pass `':memory:'` for a throwaway database (tests).
 */
export function openDatabase(dataDir: string): Db {
  let db: Db;
  if (dataDir === ':memory:') {
    db = new Database(':memory:');
  } else {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    db = new Database(join(dir, DB_FILE_NAME));
    // WAL lets `npm run reset-data` write while a server process has the file open.
    db.pragma('journal_mode = WAL');
  }
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
