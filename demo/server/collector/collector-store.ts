// The analytics collector stand-in's data: every received track, engage, groups and flags
// record, in SQLite. Anyone can post here (like the real collector), so what is kept is bounded:
// the newest MAX_EVENTS records, none older than MAX_AGE_MS.
import type { Db } from '../db/database.js';

/** The collector's endpoints. */
export type CollectorEndpoint = 'track' | 'engage' | 'groups' | 'flags';

/** One stored record. */
export interface CollectedEvent {
  id: number;
  endpoint: CollectorEndpoint;
  event: string | null;
  distinctId: string | null;
  properties: Record<string, unknown>;
  receivedAt: string;
}

export const MAX_EVENTS = 5000;
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Most records one request may carry (spec 9.7: batches of 50). */
export const MAX_BATCH = 50;

/**
 * Decodes a `data` value: base64 of JSON (mixpanel's default) or JSON itself; a single record
 * or a batch (array). Throws when it is neither.
 */
export function decodePayload(data: unknown): Record<string, unknown>[] {
  let value: unknown = data;
  if (typeof data === 'string') {
    const text = data.trim();
    const json =
      text.startsWith('{') || text.startsWith('[')
        ? text
        : Buffer.from(text, 'base64').toString('utf8');
    value = JSON.parse(json);
  }
  const list = Array.isArray(value) ? value : [value];
  if (
    !list.length ||
    list.some((item) => !item || typeof item !== 'object' || Array.isArray(item))
  ) {
    throw new Error('Each record must be an object.');
  }
  return list as Record<string, unknown>[];
}

const str = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** Stores a batch; returns how many records were kept. */
export function storeRecords(
  db: Db,
  endpoint: CollectorEndpoint,
  records: Record<string, unknown>[],
  now = Date.now(),
): number {
  const insert = db.prepare(
    'INSERT INTO analytics_events (endpoint, event, distinct_id, properties_json, received_at) VALUES (?, ?, ?, ?, ?)',
  );
  const receivedAt = new Date(now).toISOString();
  db.transaction(() => {
    for (const record of records) {
      const properties = (
        record.properties && typeof record.properties === 'object' ? record.properties : record
      ) as Record<string, unknown>;
      const event = endpoint === 'track' ? str(record.event) : endpoint;
      const distinctId =
        str(properties.distinct_id) ?? str(record.$distinct_id) ?? str(record.distinct_id);
      insert.run(endpoint, event, distinctId, JSON.stringify(properties), receivedAt);
    }
    db.prepare('DELETE FROM analytics_events WHERE received_at < ?').run(
      new Date(now - MAX_AGE_MS).toISOString(),
    );
    db.prepare(
      'DELETE FROM analytics_events WHERE id <= (SELECT id FROM analytics_events ORDER BY id DESC LIMIT 1 OFFSET ?)',
    ).run(MAX_EVENTS);
  })();
  return records.length;
}

interface Row {
  id: number;
  endpoint: CollectorEndpoint;
  event: string | null;
  distinct_id: string | null;
  properties_json: string;
  received_at: string;
}

/** Newest first; `afterId` keeps only records newer than that id. */
export function listEvents(
  db: Db,
  { limit = 200, afterId = 0 }: { limit?: number; afterId?: number } = {},
): CollectedEvent[] {
  const rows = db
    .prepare('SELECT * FROM analytics_events WHERE id > ? ORDER BY id DESC LIMIT ?')
    .all(afterId, limit) as Row[];
  return rows.map((row) => ({
    id: row.id,
    endpoint: row.endpoint,
    event: row.event,
    distinctId: row.distinct_id,
    properties: JSON.parse(row.properties_json) as Record<string, unknown>,
    receivedAt: row.received_at,
  }));
}

/** The demo's feature flags: every distinct id gets the same variants. */
export const DEMO_FLAGS: Record<string, { variant_key: string; variant_value: unknown }> = {
  'chat-hours-hint': { variant_key: 'on', variant_value: true },
};
