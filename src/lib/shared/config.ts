// Runtime configuration: the SPA is static files behind a CDN, so every base URL and sign-in
// setting arrives at run time from /config.json (shape fixed in docs/contracts.md).
import { CONFIG_MESSAGES } from './messages';

/** Sign-in section of config.json (`sso`). */
export interface SsoConfig {
  authority?: string;
  /** Older configs call the authority `issuer`; either is accepted. */
  issuer?: string;
  clientId?: string;
  redirectUri?: string;
  silentRedirectUri?: string;
  postLogoutRedirectUri?: string;
  scope?: string;
}

/** Base URLs of the back-end services. */
export interface ApiConfig {
  accountCentre: string;
  platform: string;
  commerce?: string;
  content?: string;
  contentProd?: string;
}

/** The whole runtime config (docs/contracts.md, "Runtime config"). */
export interface RuntimeConfig {
  sso?: SsoConfig;
  api: ApiConfig;
  storeBackendUrls?: string[];
  sites?: Partial<Record<'home' | 'buy' | 'account' | 'support' | 'shop', string>>;
  urlConfig?: { buy?: string; categories?: string; smartOffers?: string };
  mixPanel?: { projectTokenNoPII?: string };
  showPurchaseHistory?: boolean;
  tokenExpireWindow?: number;
  chat?: unknown;
  /** Switches for the third parties (lib/features.ts); every part is on unless set to false. */
  features?: Partial<Record<'chat' | 'analytics' | 'video' | 'commerce' | 'payments', boolean>>;
  /** Error tracking and real-user speed (lib/monitoring/monitoring-settings.ts). */
  monitoring?: unknown;
}

/** Sign-in settings after validation: every required value is present. */
export interface ValidSsoConfig {
  authority: string;
  clientId: string;
  redirectUri: string;
  silentRedirectUri?: string;
  postLogoutRedirectUri?: string;
  scope?: string;
}

/** Spec 5: the config must have an sso section, otherwise the app routes to 503. */
export function hasSsoSection(config: RuntimeConfig | null | undefined): boolean {
  return !!config && typeof config.sso === 'object' && config.sso !== null;
}

/**
 * Spec 5: clientId, issuer (authority) and redirectUri are required; a missing value raises.
 * @throws Error naming the first missing setting.
 */
export function validateSsoConfig(sso: SsoConfig | undefined): ValidSsoConfig {
  if (!sso) throw new Error(CONFIG_MESSAGES.missingConfiguration);
  const authority = sso.authority ?? sso.issuer;
  if (!sso.clientId) throw new Error(CONFIG_MESSAGES.missingSetting('clientId'));
  if (!authority) throw new Error(CONFIG_MESSAGES.missingSetting('issuer'));
  if (!sso.redirectUri) throw new Error(CONFIG_MESSAGES.missingSetting('redirectUri'));
  return {
    authority,
    clientId: sso.clientId,
    redirectUri: sso.redirectUri,
    silentRedirectUri: sso.silentRedirectUri,
    postLogoutRedirectUri: sso.postLogoutRedirectUri,
    scope: sso.scope,
  };
}

/** Spec 3 "Page config": older configs call the authority `issuer`; both read as `authority`. */
export function normaliseRuntimeConfig(body: unknown): RuntimeConfig | null {
  if (!body || typeof body !== 'object') return null;
  // The body was just parsed, so it is ours to complete in place.
  const { sso } = body as RuntimeConfig;
  if (sso && typeof sso === 'object') sso.authority ||= sso.issuer;
  return body as RuntimeConfig;
}

/**
 * Fetches the runtime config (the one loader of the SPA and the header). Resolves to null (never
 * rejects) when it is unreachable or not JSON, so the navigation guard can show the 503 page and
 * the header can keep its attribute defaults.
 */
export async function loadRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig | null> {
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      failures.set(url, `HTTP ${response.status}`);
      return null;
    }
    const config = normaliseRuntimeConfig(await response.json());
    if (!config) failures.set(url, 'not a JSON object');
    return config;
  } catch (error) {
    // Blocked by CORS, offline or not JSON.
    failures.set(url, error instanceof Error ? error.message : String(error));
    return null;
  }
}

const failures = new Map<string, string>();

/** Why the last load of `url` gave no config (for a warning that says so), if it failed. */
export function runtimeConfigFailure(url: string): string | undefined {
  return failures.get(url);
}

const loads = new Map<string, Promise<RuntimeConfig | null>>();

/**
 * {@link loadRuntimeConfig} once per URL for the page: the account centre and the header it
 * embeds read the same file with one request.
 */
export function loadRuntimeConfigOnce(url = '/config.json'): Promise<RuntimeConfig | null> {
  let pending = loads.get(url);
  if (!pending) {
    pending = loadRuntimeConfig(url);
    loads.set(url, pending);
  }
  return pending;
}

let current: RuntimeConfig | null = null;

/** Keeps the loaded config for modules that need base URLs (called once by the bootstrap). */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config;
}

/** The loaded config, or null when it was missing or invalid. */
export function getRuntimeConfig(): RuntimeConfig | null {
  return current;
}
