// Small input checks shared by the API routes; each failure is a 400 with a message saying why.
import { normaliseText, textProblem } from '../text-rules.js';
import { badRequest } from './errors.js';

/** The JSON body as an object, or a 400. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/**
 * Free text as stored: NFC and trimmed, or a 400 saying why it is refused (control characters,
 * text-direction overrides, nothing visible).
 */
export function cleanText(value: string, field: string): string {
  const text = normaliseText(value);
  const problem = textProblem(text, field);
  if (problem) throw badRequest(problem);
  return text;
}

/**
 * A required, non-empty string field, or a 400. Text is cleaned ({@link cleanText}); `raw`
 * fields (passwords, secrets) are taken exactly as sent.
 */
export function requiredString(
  body: Record<string, unknown>,
  field: string,
  { raw = false, max = 200 }: { raw?: boolean; max?: number } = {},
): string {
  const value = body[field];
  if (typeof value !== 'string') throw badRequest(`${field} is required and must be a string.`);
  if (!raw && !value.trim()) throw badRequest(`${field} must not be empty.`);
  const text = raw ? value : cleanText(value, field);
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

/** A required query parameter (first value, trimmed), or a 400. */
export function requiredQuery(query: Record<string, unknown>, name: string): string {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !value.trim()) {
    throw badRequest(`The ${name} query parameter is required.`);
  }
  return value.trim();
}

/** An optional whole-number query parameter within [min, max], or a 400. */
export function intQuery(
  query: Record<string, unknown>,
  name: string,
  { fallback, min, max }: { fallback: number; min: number; max: number },
): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}
