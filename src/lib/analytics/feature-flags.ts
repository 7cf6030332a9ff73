// Feature flags (spec 7.8): POST {api_host}/flags/ with context distinct_id; the answer's flags
// carry variant_key and variant_value. UI reads a flag with a safe default, which it keeps when
// the call fails, is slow, or analytics is off or opted out (then no call is made at all).
import { create } from 'zustand';

/** One flag's variant as the flags endpoint answers it. */
export interface FlagVariant {
  variant_key: string;
  variant_value: unknown;
}

/** Flags the UI reads (documented in the README). */
export const FLAG_KEYS = {
  /** Shows today's chat hours under the "Chat with us" launcher. Default: hidden. */
  chatHoursHint: 'chat-hours-hint',
} as const;

/** How long the flags call may take before the defaults stay for this page load. */
export const FLAGS_TIMEOUT_MS = 3000;

interface FlagsState {
  flags: Record<string, FlagVariant>;
}

/** Flags received for the current distinct id (empty: every flag at its default). */
export const useFlagsStore = create<FlagsState>()(() => ({ flags: {} }));

/** The flag's variant_value, or `fallback` when the flag is unknown. */
export function useFeatureFlag<T>(key: string, fallback: T): T {
  const variant = useFlagsStore((state) => state.flags[key]);
  return variant === undefined ? fallback : (variant.variant_value as T);
}

function readFlags(body: unknown): Record<string, FlagVariant> {
  const flags = (body as { flags?: unknown } | null)?.flags;
  if (!flags || typeof flags !== 'object') throw new Error('No flags in the flags response.');
  const result: Record<string, FlagVariant> = {};
  for (const [key, value] of Object.entries(flags as Record<string, unknown>)) {
    const entry = value as { variant_key?: unknown; variant_value?: unknown } | null;
    if (entry && typeof entry.variant_key === 'string') {
      result[key] = { variant_key: entry.variant_key, variant_value: entry.variant_value };
    }
  }
  return result;
}

/** What a flags request needs. */
export interface FlagsRequest {
  /** `{api_host}/flags/`. */
  url: string;
  /** Project token (no personal data). */
  token: string;
  distinctId: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Fetches the flags. Never rejects: on a failure, a bad status or a timeout it logs to the console
 * (spec 8) and resolves to {} so every flag keeps its default.
 */
export async function fetchFlags({
  url,
  token,
  distinctId,
  timeoutMs = FLAGS_TIMEOUT_MS,
  fetchImpl = fetch,
}: FlagsRequest): Promise<Record<string, FlagVariant>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${btoa(`${token}:`)}` },
      body: JSON.stringify({ context: { distinct_id: distinctId } }),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
    return readFlags(await response.json());
  } catch (error) {
    console.error('Feature flags could not be loaded; using the defaults.', error);
    return {};
  } finally {
    clearTimeout(timer);
  }
}
