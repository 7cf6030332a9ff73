// The error-tracking stand-in's data: every error event its tunnel accepted, in SQLite, and the
// grouping the ops page shows (by message: count, first and last seen, releases, routes). Anyone
// can post a report (like the real service), so what is kept is bounded.
import type { Db } from '../db/database.js';

export const MAX_ERROR_EVENTS = 5000;
export const MAX_ERROR_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** A stack frame as the SDK sends it. */
export interface EventFrame {
  filename?: string;
  function?: string;
  lineno?: number;
  colno?: number;
}

/** The parts of an error event the stand-in reads. */
export interface ErrorEventPayload {
  event_id?: string;
  message?: string | { formatted?: string };
  level?: string;
  release?: string;
  environment?: string;
  tags?: Record<string, unknown>;
  exception?: {
    values?: { type?: string; value?: string; stacktrace?: { frames?: EventFrame[] } }[];
  };
  [key: string]: unknown;
}

/** The message an event is grouped by: `Type: value` of its exception, or its message. */
export function messageOf(event: ErrorEventPayload): string {
  const exception = event.exception?.values?.at(-1);
  if (exception) return [exception.type, exception.value].filter(Boolean).join(': ') || 'Error';
  const message = typeof event.message === 'string' ? event.message : event.message?.formatted;
  return message || '(no message)';
}

/** Stores one event. */
export function storeErrorEvent(db: Db, event: ErrorEventPayload, now = Date.now()): void {
  const route = typeof event.tags?.route === 'string' ? event.tags.route : null;
  db.transaction(() => {
    db.prepare(
      `INSERT INTO error_events (event_id, message, release, environment, route, level, event_json, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      String(event.event_id ?? ''),
      messageOf(event).slice(0, 1000),
      event.release ?? null,
      event.environment ?? null,
      route,
      event.level ?? 'error',
      JSON.stringify(event),
      new Date(now).toISOString(),
    );
    db.prepare('DELETE FROM error_events WHERE received_at < ?').run(
      new Date(now - MAX_ERROR_AGE_MS).toISOString(),
    );
    db.prepare(
      'DELETE FROM error_events WHERE id <= (SELECT id FROM error_events ORDER BY id DESC LIMIT 1 OFFSET ?)',
    ).run(MAX_ERROR_EVENTS);
  })();
}

/** One group of the ops page. */
export interface ErrorGroup {
  message: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  releases: string[];
  routes: string[];
  /** The newest event of the group, as received. */
  latest: ErrorEventPayload;
}

interface GroupRow {
  message: string;
  count: number;
  first_seen: string;
  last_seen: string;
  releases: string | null;
  routes: string | null;
  latest_json: string;
}

/** Errors grouped by message, most recently seen first. */
export function listErrorGroups(db: Db, limit = 100): ErrorGroup[] {
  const rows = db
    .prepare(
      `SELECT message, COUNT(*) AS count, MIN(received_at) AS first_seen, MAX(received_at) AS last_seen,
         GROUP_CONCAT(DISTINCT release) AS releases, GROUP_CONCAT(DISTINCT route) AS routes,
         (SELECT event_json FROM error_events AS newest WHERE newest.message = error_events.message
          ORDER BY newest.id DESC LIMIT 1) AS latest_json
       FROM error_events GROUP BY message ORDER BY last_seen DESC LIMIT ?`,
    )
    .all(limit) as GroupRow[];
  return rows.map((row) => ({
    message: row.message,
    count: row.count,
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
    releases: row.releases ? row.releases.split(',') : [],
    routes: row.routes ? row.routes.split(',') : [],
    latest: JSON.parse(row.latest_json) as ErrorEventPayload,
  }));
}
