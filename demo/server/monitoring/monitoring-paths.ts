// Where the error-tracking and real-user-speed stand-ins listen (config.json points the front
// ends here; routes/monitoring.ts serves them).

/** The error-tracking tunnel: the SDK posts its envelopes here instead of to the service. */
export const ERROR_TUNNEL_PATH = '/api/monitoring/envelope';

/** Web-vitals beacons (batched, sent on page hide). */
export const VITALS_PATH = '/api/collect/vitals';

/** Source maps handed over at build time, per release (scripts/upload-source-maps.ts). */
export const SOURCE_MAP_UPLOAD_PATH = '/api/monitoring/sourcemaps';

/** The project the stand-in accepts (the SDK needs a DSN even behind a tunnel). */
export const ERROR_PROJECT_ID = '1';
export const ERROR_PUBLIC_KEY = 'shsdemopublickey';

/** The DSN that names this server's stand-in project. */
export function errorTrackingDsn(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${ERROR_PUBLIC_KEY}@${url.host}/${ERROR_PROJECT_ID}`;
}
