// The one HTTP client of the SPA (ofetch). Adds the sign-in headers of spec 7.1 to every
// request and turns every failure into one of the spec 8 messages, so features never touch
// fetch, tokens or error shapes themselves. ofetch itself arrives with the first request (its
// own chunk): no page's first paint makes one, so the first load does not carry it.
import type { $Fetch, FetchError } from 'ofetch';
import { httpWords } from './text';
import { requestHeaders, type RequestTokens } from '../shared/request-headers';
import { activeIntlLocale } from '../shared/i18n/active-locale';
import { reactionToStatus, type HttpMethod } from './status-redirect';
import type { RecentSignInRequiredBody } from '../../contracts/profile';

/** What the client needs from the rest of the app; injected so tests can drive it. */
export interface ApiClientDeps {
  /** Current tokens, read per request so a refresh in another tab is picked up at once. */
  getTokens: () => Promise<RequestTokens | null> | RequestTokens | null;
  /** URL prefixes of the store back-ends that expect `x-trid` (config.storeBackendUrls). */
  getStoreBackendUrls: () => readonly string[];
  /** Value of the `trid` cookie. */
  readTrid: () => string | undefined;
  /** Milliseconds before a request gives up; 0 disables. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /**
   * One token refresh after a 401 (the access token may just have expired or been rotated by
   * another tab). Gets the access token that was refused; resolves true when new tokens exist.
   */
  refreshTokens?: (refusedAccessToken: string | undefined) => Promise<boolean>;
  /** The server ended the session (401 after the refresh attempt): sign in again. */
  onSessionEnded?: () => void;
  /** A read was refused (403) or the service is unavailable (503): show that error page. */
  onStatusPage?: (status: 403 | 503) => void;
  /**
   * A change was refused until the customer confirms who they are (403
   * `recent_sign_in_required`): ask them ("Confirm it's you"); resolves true once they have, and
   * the client then sends the same request again, so nothing they typed is lost.
   */
  confirmRecentSignIn?: () => Promise<boolean>;
}

/** What every area's call takes: cancellation, so TanStack Query can cancel it. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Per-request options of {@link ApiClient.request}. */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Cancels the request; cancellation rejects with the spec's cancelled message. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A failed request, with the message the UI may show (spec 8) and the HTTP status if any. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; undefined for network errors, timeouts and cancellations. */
    readonly status?: number,
    /** Parsed JSON error body, when the server sent one. */
    readonly body?: unknown,
    /** True when the caller cancelled the request. */
    readonly cancelled = false,
  ) {
    super(message);
  }
}

/** The typed request function features' api.ts modules call. */
export interface ApiClient {
  request<T>(url: string, options?: ApiRequestOptions): Promise<T>;
  /**
   * Runs a call the client cannot make itself (an upload with progress) under the same sign-in
   * rules as {@link request}: `attempt` gets the current tokens and rejects with an ApiError; a
   * 401 refreshes the tokens once and attempts again; 401/403/503 get the same reactions.
   */
  authorised<T>(
    method: HttpMethod,
    attempt: (tokens: RequestTokens | null) => Promise<T>,
  ): Promise<T>;
}

/** The server refused a change until the customer confirms who they are (issue 25). */
export function isRecentSignInRequired(error: unknown): boolean {
  const code: RecentSignInRequiredBody['code'] = 'recent_sign_in_required';
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.body as { code?: unknown } | undefined)?.code === code
  );
}

/**
 * The customer closed "Confirm it's you" without confirming: the change was not sent again. Its
 * message is what the form shows beside its own failure message; the form keeps what was typed.
 */
export function recentSignInCancelled(): ApiError {
  const message = httpWords()('recentSignInCancelled');
  return new ApiError(message, 403, { code: 'recent_sign_in_cancelled', message });
}

/** True when the customer cancelled the confirmation a change asked for. */
export function isRecentSignInCancelled(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.body as { code?: unknown } | undefined)?.code === 'recent_sign_in_cancelled'
  );
}

/** True when the URL starts with one of the store back-end prefixes. */
export function isStoreBackendUrl(url: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => prefix && url.startsWith(prefix));
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/**
 * The spec 8 message for a failed ofetch call: the server's own message when its body has one,
 * else the status message, else network/abort wording.
 */
export function toApiError(
  error: unknown,
  reason: 'timeout' | 'cancelled' | null,
  timeoutMs: number,
): ApiError {
  const t = httpWords();
  if (reason === 'cancelled') return new ApiError(t('cancelled'), undefined, undefined, true);
  // Numbers as text: the message shows them as they are ('30000ms', never '30,000ms').
  if (reason === 'timeout') return new ApiError(t('timeout', { ms: String(timeoutMs) }));
  const fetchError = error as Partial<FetchError> | undefined;
  const status = fetchError?.response?.status;
  if (status !== undefined) {
    const body: unknown = fetchError?.data;
    return new ApiError(
      serverMessage(body) ?? t('status', { status: String(status) }),
      status,
      body,
    );
  }
  const cause = (fetchError?.cause ?? error) as { name?: string } | undefined;
  if (cause?.name === 'AbortError') return new ApiError(t('aborted'));
  return new ApiError(t('networkError'));
}

/** Builds the client; the app makes one at startup (see {@link configureApiClient}). */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  let fetcher: Promise<$Fetch> | undefined;
  const loadFetcher = () =>
    (fetcher ??= import('ofetch').then(({ ofetch }) =>
      ofetch.create(
        {
          retry: 0,
          onRequest({ request, options }) {
            const headers = new Headers(options.headers);
            const url = typeof request === 'string' ? request : request.url;
            // The sign-in headers are set per attempt in send() (a 401 retries with new tokens).
            const trid = isStoreBackendUrl(url, deps.getStoreBackendUrls())
              ? deps.readTrid()
              : undefined;
            for (const [name, value] of Object.entries(requestHeaders(null, trid)))
              headers.set(name, value);
            // The server words its messages (and the documents it makes) in the reader's
            // language (issue 28).
            headers.set('Accept-Language', activeIntlLocale());
            options.headers = headers;
          },
        },
        deps.fetch ? { fetch: deps.fetch } : {},
      ),
    ));

  async function send<T>(
    attempt: (tokens: RequestTokens | null) => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false; error: ApiError; accessToken?: string }> {
    // Tokens are read per attempt, so a refresh in another tab is used at once.
    const tokens = await deps.getTokens();
    try {
      return { ok: true, value: await attempt(tokens) };
    } catch (error) {
      return { ok: false, error: error as ApiError, accessToken: tokens?.accessToken };
    }
  }

  async function authorised<T>(
    method: HttpMethod,
    attempt: (tokens: RequestTokens | null) => Promise<T>,
  ): Promise<T> {
    let result = await send(attempt);
    if (result.ok) return result.value;
    // Before any status reaction: this 403 is no error page, even on a read (the payment URL
    // of a new card is a GET). Confirmed, the same request goes again; asked again (the
    // confirmation lapsed meanwhile), the customer is asked again.
    while (isRecentSignInRequired(result.error) && deps.confirmRecentSignIn) {
      if (!(await deps.confirmRecentSignIn())) throw recentSignInCancelled();
      result = await send(attempt);
      if (result.ok) return result.value;
    }
    let reaction = reactionToStatus(result.error.status, method, false);
    if (reaction.kind === 'refresh') {
      const refreshed = deps.refreshTokens
        ? await deps.refreshTokens(result.accessToken).catch(() => false)
        : false;
      if (refreshed) {
        result = await send(attempt);
        if (result.ok) return result.value;
      }
      reaction = reactionToStatus(result.error.status, method, true);
    }
    if (reaction.kind === 'sign-in') deps.onSessionEnded?.();
    if (reaction.kind === 'error-page') deps.onStatusPage?.(reaction.status);
    throw result.error;
  }

  async function once<T>(url: string, options: ApiRequestOptions, headers: Headers): Promise<T> {
    const timeoutMs = options.timeoutMs ?? deps.timeoutMs ?? 30_000;
    // One controller for both the caller's cancel and our timeout, so we can tell them apart.
    const controller = new AbortController();
    let reason: 'timeout' | 'cancelled' | null = null;
    const onCallerAbort = () => {
      reason = 'cancelled';
      controller.abort();
    };
    if (options.signal?.aborted) throw toApiError(undefined, 'cancelled', timeoutMs);
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            reason = 'timeout';
            controller.abort();
          }, timeoutMs)
        : undefined;
    try {
      const $fetch = await loadFetcher();
      return await $fetch<T>(url, {
        method: options.method ?? 'GET',
        headers,
        query: options.query,
        body: options.body as BodyInit | Record<string, unknown> | undefined,
        signal: controller.signal,
      });
    } catch (error) {
      throw toApiError(error, reason, timeoutMs);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    request: <T>(url: string, options: ApiRequestOptions = {}) =>
      authorised(options.method ?? 'GET', (tokens) =>
        once<T>(url, options, new Headers(requestHeaders(tokens))),
      ),
    authorised,
  };
}

let client: ApiClient | null = null;

/** Installs the app-wide client (called once by the bootstrap). */
export function configureApiClient(deps: ApiClientDeps): ApiClient {
  client = createApiClient(deps);
  return client;
}

/** The app-wide client; throws if the bootstrap has not configured it yet. */
export function apiClient(): ApiClient {
  if (!client) throw new Error('The API client is used before the app configured it.');
  return client;
}
