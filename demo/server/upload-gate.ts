// At most a few uploads are read at once; the others wait, unread, in a bounded queue. An upload
// is held in memory while its bytes are checked (file-type) and stored (SQLite), so without this
// twenty simultaneous 10 MB uploads took 600 MB; with it, memory holds `active` files at most.
// A request that waits has not had its body read: TCP flow control keeps the bytes with the sender.
import { HttpError } from './api/errors.js';
import type { Locale } from '../../src/lib/shared/i18n/locales.js';
import { accountText } from './account-text/text.js';

/**
 * A counting gate: `enter` resolves to a release function once a place is free (a full queue is
 * refused in the waiting upload's language).
 */
export interface Gate {
  enter(locale?: Locale): Promise<() => void>;
  /** Places in use now, and the most ever in use (tests read it). */
  readonly active: number;
  readonly peak: number;
}

/** A gate with `places` places and at most `queue` waiting; beyond that `enter` rejects with 503. */
export function createGate(places: number, queue: number): Gate {
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  const take = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    get active() {
      return active;
    },
    get peak() {
      return peak;
    },
    enter(locale: Locale = 'en') {
      if (active < places) {
        active++;
        peak = Math.max(peak, active);
        return Promise.resolve(take());
      }
      if (waiting.length >= queue) {
        const busy = accountText.t(locale)('upload.busy');
        return Promise.reject(new HttpError(503, busy, { retryAfterSeconds: 60 }));
      }
      // The place passes straight from the leaving upload to the next: `active` stays the same.
      return new Promise((resolvePromise) => waiting.push(() => resolvePromise(take())));
    },
  };
}

/** Uploads read at once, and waiting, across the server. */
export const MAX_CONCURRENT_UPLOADS = 2;
export const MAX_WAITING_UPLOADS = 50;
