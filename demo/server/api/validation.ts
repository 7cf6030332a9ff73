// Small input checks shared by the API routes; each failure is a 400 with a message saying why.
import { badRequest } from './errors.js';

/** The JSON body as an object, or a 400. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** A required, non-empty string field (trimmed unless `raw`), or a 400. */
export function requiredString(
  body: Record<string, unknown>,
  field: string,
  { raw = false, max = 200 }: { raw?: boolean; max?: number } = {},
): string {
  const value = body[field];
  if (typeof value !== 'string') throw badRequest(`${field} is required and must be a string.`);
  const text = raw ? value : value.trim();
  if (!text) throw badRequest(`${field} must not be empty.`);
  if (text.length > max) throw badRequest(`${field} must be at most ${max} characters.`);
  return text;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible email address (trimmed), or a 400. */
export function email(body: Record<string, unknown>, field: string): string {
  const value = requiredString(body, field, { max: 254 });
  if (!EMAIL.test(value)) throw badRequest(`${field} must be a valid email address.`);
  return value;
}

/** A 10-digit phone number; spaces, dashes, dots and brackets are dropped first. */
export function phone(body: Record<string, unknown>, field: string): string {
  const digits = requiredString(body, field, { max: 30 }).replace(/[\s().-]/g, '');
  if (!/^\d{10}$/.test(digits)) throw badRequest(`${field} must be a 10-digit phone number.`);
  return digits;
}
