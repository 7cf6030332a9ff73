// Calls of the My Smart Home area (spec 7.2 claims magic URL; docs/contracts.md).
import { apiClient, type CallOptions } from '../../lib/http/api-client';
import { apiUrl } from '../../lib/http/api-url';

/** POST claims-magic-url: a one-time link into the smart-home app. */
export interface MagicUrl {
  url: string;
  /** ISO 8601; the link works once, until then. */
  expiresAt: string;
}

export function claimMagicUrl(serviceName: string, { signal }: CallOptions = {}) {
  return apiClient().request<MagicUrl>(apiUrl('accountCentre', '/claims-magic-url'), {
    method: 'POST',
    query: { serviceName },
    signal,
  });
}

/** The URL when it is an http(s) address; anything else (javascript:, data:) is refused. */
export function safeAppUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
