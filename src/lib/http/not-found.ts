// The one "there is none" rule: a 404 from the back end means the thing does not exist (no
// financing plan, no address on file, an unknown order), which pages show as an answer, not as a
// failure.
import { ApiError } from './api-client';

/** True for a 404 answer. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * True when the back end does not know the id in the address: 404, or 400 for an id it cannot
 * even read (a hand-typed order or visit link).
 */
export function isUnknownId(error: unknown): boolean {
  return isNotFound(error) || (error instanceof ApiError && error.status === 400);
}

/** A call whose 404 means "there is none": answers null then instead of failing. */
export function noneOn404<A extends unknown[], T>(call: (...args: A) => Promise<T>) {
  return async (...args: A): Promise<T | null> => {
    try {
      return await call(...args);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
}
