// A sign-in failure survives the redirect to the error page in sessionStorage (spec 8,
// "Login callback error: stored with an errorCode (default auth_callback) and a message").
const AUTH_ERROR_KEY = 'shs.authError';

/** Default error code of a failed sign-in callback. */
export const AUTH_CALLBACK_ERROR_CODE = 'auth_callback';

/** A stored sign-in error. */
export interface StoredAuthError {
  errorCode: string;
  message: string;
}

/** Builds the stored form of any thrown value. */
export function toStoredAuthError(error: unknown, fallbackMessage: string): StoredAuthError {
  const source = (error ?? {}) as {
    error?: unknown;
    error_description?: unknown;
    message?: unknown;
  };
  const errorCode =
    typeof source.error === 'string' && source.error ? source.error : AUTH_CALLBACK_ERROR_CODE;
  const message =
    (typeof source.error_description === 'string' && source.error_description) ||
    (typeof source.message === 'string' && source.message) ||
    fallbackMessage;
  return { errorCode, message };
}

export function storeAuthError(value: StoredAuthError, storage: Storage = sessionStorage): void {
  storage.setItem(AUTH_ERROR_KEY, JSON.stringify(value));
}

/** The stored error, or null when none or unreadable. */
export function readAuthError(storage: Storage = sessionStorage): StoredAuthError | null {
  try {
    const value = JSON.parse(storage.getItem(AUTH_ERROR_KEY) ?? 'null') as unknown;
    if (value && typeof value === 'object' && 'message' in value && 'errorCode' in value) {
      const { errorCode, message } = value as Record<string, unknown>;
      if (typeof errorCode === 'string' && typeof message === 'string')
        return { errorCode, message };
    }
  } catch {
    // Corrupt entry: treat as none.
  }
  return null;
}

export function clearAuthError(storage: Storage = sessionStorage): void {
  storage.removeItem(AUTH_ERROR_KEY);
}
