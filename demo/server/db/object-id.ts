// Mongo-style ids: the account service in production hands out ObjectIds, and the front end
// only ever sees them as opaque 24-hex strings whose first 8 hex characters are a timestamp.
import { randomBytes } from 'node:crypto';

/** A 24-hex id whose first 8 hex characters are `seconds` (creation time, Unix seconds). */
export function objectId(seconds: number = Math.floor(Date.now() / 1000)): string {
  return seconds.toString(16).padStart(8, '0') + randomBytes(8).toString('hex');
}

/** The creation time (Unix seconds) encoded in an id made by {@link objectId}. */
export function objectIdTime(id: string): number {
  return Number.parseInt(id.slice(0, 8), 16);
}
