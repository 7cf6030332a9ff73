// The chat stand-in's data: sessions (the verified customer and the hidden prechat fields the
// page set) and their transcripts. A session is reached only with its unguessable id, which the
// chat script keeps for the browser tab; it expires, and transcripts are bounded.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { isLocale, type Locale } from '../../../src/lib/shared/i18n/locales.js';

/** Spec 7.6: the hidden prechat fields the stand-in records. */
export const PRECHAT_FIELDS = [
  'Account_Id',
  'Contact_Id',
  'Service_Id',
  'Phone_Number',
  'Login_User',
  'ClientName',
] as const;

/** Recorded prechat fields. */
export type Prechat = Record<(typeof PRECHAT_FIELDS)[number], string>;

/** One transcript line. */
export interface ChatMessage {
  id: number;
  sender: 'customer' | 'bot';
  text: string;
  createdAt: string;
}

/** A chat session as stored. */
export interface ChatSession {
  id: string;
  userId: string;
  orgId: string;
  deployment: string;
  prechat: Prechat;
  createdAt: string;
  endedAt: string | null;
  /** The language the chat was opened in: the bot answers in it. */
  locale: Locale;
}

/** How long a chat session lives. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Most lines one transcript keeps. */
export const MAX_MESSAGES = 200;

interface SessionRow {
  id: string;
  user_id: string;
  org_id: string;
  deployment: string;
  prechat_json: string;
  created_at: string;
  ended_at: string | null;
  locale: string;
}

/** Creates a session for a verified customer, dropping expired ones first. */
export function createSession(
  db: Db,
  input: { userId: string; orgId: string; deployment: string; prechat: Prechat; locale: Locale },
  now = Date.now(),
): ChatSession {
  db.prepare('DELETE FROM chat_sessions WHERE expires_at < ?').run(now);
  const id = randomBytes(24).toString('base64url');
  const createdAt = new Date(now).toISOString();
  db.prepare(
    `INSERT INTO chat_sessions (id, user_id, org_id, deployment, prechat_json, created_at, expires_at,
      locale) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    input.userId,
    input.orgId,
    input.deployment,
    JSON.stringify(input.prechat),
    createdAt,
    now + SESSION_TTL_MS,
    input.locale,
  );
  return { id, ...input, createdAt, endedAt: null };
}

/** A live (not ended, not expired) session, or null. */
export function findLiveSession(db: Db, id: string, now = Date.now()): ChatSession | null {
  const row = db
    .prepare('SELECT * FROM chat_sessions WHERE id = ? AND ended_at IS NULL AND expires_at >= ?')
    .get(id, now) as SessionRow | undefined;
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    orgId: row.org_id,
    deployment: row.deployment,
    prechat: JSON.parse(row.prechat_json) as Prechat,
    createdAt: row.created_at,
    endedAt: row.ended_at,
    locale: isLocale(row.locale) ? row.locale : 'en',
  };
}

/** The transcript, oldest first. */
export function listMessages(db: Db, sessionId: string): ChatMessage[] {
  return (
    db
      .prepare(
        'SELECT id, sender, text, created_at AS createdAt FROM chat_messages WHERE session_id = ? ORDER BY id',
      )
      .all(sessionId) as ChatMessage[]
  ).map((row) => ({ ...row }));
}

/** Appends a line; false when the transcript is full. */
export function addMessage(
  db: Db,
  sessionId: string,
  sender: ChatMessage['sender'],
  text: string,
  now = Date.now(),
): boolean {
  const { count } = db
    .prepare('SELECT COUNT(*) AS count FROM chat_messages WHERE session_id = ?')
    .get(sessionId) as { count: number };
  if (count >= MAX_MESSAGES) return false;
  db.prepare(
    'INSERT INTO chat_messages (session_id, sender, text, created_at) VALUES (?, ?, ?, ?)',
  ).run(sessionId, sender, text, new Date(now).toISOString());
  return true;
}

/** Ends a session (logout cleared it); its transcript is deleted. */
export function endSession(db: Db, id: string, now = Date.now()): void {
  db.prepare('DELETE FROM chat_messages WHERE session_id = ?').run(id);
  db.prepare('UPDATE chat_sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL').run(
    new Date(now).toISOString(),
    id,
  );
}
