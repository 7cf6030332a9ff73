// Reads the server's settings from the environment and command line (docs/contracts.md).
import { resolve } from 'node:path';

/** Settings of one server process. */
export interface ServerOptions {
  /** `PORT`, default 8080. */
  port: number;
  /** `SHS_DATA_DIR`, default `./data` (relative to the working directory). */
  dataDir: string;
  /** `SHS_RESET_DATA=1`: re-seed on start. */
  reset: boolean;
  /** `--dev`: Vite middleware with hot reload, relaxed CSP. */
  dev: boolean;
  /**
   * `SHS_PUBLIC_ORIGIN`, e.g. `https://account.example.com`: the origin browsers see, when a
   * proxy is in front. Default `http://localhost:${port}`. An https origin makes every cookie
   * Secure.
   */
  origin?: string;
  /** `SHS_TRUST_PROXY=1`: take the client address from X-Forwarded-For (behind a proxy only). */
  trustProxy: boolean;
  /**
   * `SHS_RECENT_SIGN_IN_SECONDS`: how long a sign-in counts as recent before a sensitive change
   * (default 300). Tests shorten it to see the window lapse; production keeps the default.
   */
  recentSignInWindowMs?: number;
}

/** Parses the settings; throws with a readable message on a bad PORT. */
export function readOptions(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv.slice(2),
): ServerOptions {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number (0-65535), got "${env.PORT}".`);
  }
  return {
    port,
    dataDir: resolve(env.SHS_DATA_DIR || './data'),
    reset: env.SHS_RESET_DATA === '1' || env.SHS_RESET_DATA === 'true',
    dev: argv.includes('--dev'),
    ...(env.SHS_PUBLIC_ORIGIN ? { origin: publicOrigin(env.SHS_PUBLIC_ORIGIN) } : {}),
    trustProxy: env.SHS_TRUST_PROXY === '1' || env.SHS_TRUST_PROXY === 'true',
    ...recentSignInWindow(env.SHS_RECENT_SIGN_IN_SECONDS),
  };
}

/** `{ recentSignInWindowMs }` from a whole number of seconds, {} when unset; throws on junk. */
function recentSignInWindow(value: string | undefined): { recentSignInWindowMs?: number } {
  if (value === undefined || value === '') return {};
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new Error(
      `SHS_RECENT_SIGN_IN_SECONDS must be a whole number of seconds, got "${value}".`,
    );
  }
  return { recentSignInWindowMs: seconds * 1000 };
}

/** `https://host[:port]` or `http://...` with nothing after it; throws a readable message. */
function publicOrigin(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(
      `SHS_PUBLIC_ORIGIN must be an origin like https://account.example.com, got "${value}".`,
    );
  }
  return url.origin;
}
