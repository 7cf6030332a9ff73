// The monitoring section of config.json: where error reports go (a DSN and the tunnel that
// forwards them) and where real-user speed beacons go, with their sample rate. Read defensively:
// a missing or malformed section means that part is off, never a failure.

/** Error tracking and web-vitals settings. */
export interface MonitoringSettings {
  /** Null: error tracking is off. */
  errors: { dsn: string; tunnel: string; environment: string } | null;
  /** Null: real-user speed is off. */
  vitals: { url: string; sampleRate: number } | null;
  /** Whether <shs-header> sends its own reports on a page without a tracker of its own. */
  headerOnPartnerPages: boolean;
}

const httpUrl = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value, globalThis.location?.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/** The settings of `config` (all off when the section is missing). */
export function readMonitoringSettings(config: unknown): MonitoringSettings {
  const raw = ((config ?? {}) as { monitoring?: unknown }).monitoring;
  const section = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const dsn = httpUrl(section.dsn);
  const tunnel = httpUrl(section.tunnel);
  const vitalsUrl = httpUrl(section.vitalsUrl);
  const rate = Number(section.vitalsSampleRate);
  return {
    errors:
      dsn && tunnel
        ? {
            dsn,
            tunnel,
            environment:
              typeof section.environment === 'string' ? section.environment : 'production',
          }
        : null,
    vitals: vitalsUrl
      ? { url: vitalsUrl, sampleRate: Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0 }
      : null,
    headerOnPartnerPages: section.headerOnPartnerPages === true,
  };
}
