// File uploads with progress. fetch() cannot report upload progress (streamed request bodies need
// HTTP/2), so this one place uses XMLHttpRequest. Its headers come from the same rule as the API
// client's (request-headers.ts, spec 7.1) and it fails with the same ApiError, so features treat
// an upload like any other call. It runs under the API client's sign-in rules, so a refused token
// is refreshed and the file sent again once, as for every other call.
import { ApiError, apiClient } from './api-client';
import { httpWords } from './text';
import { requestHeaders, type RequestTokens } from '../shared/request-headers';

/** Options of {@link uploadFile}. */
export interface UploadOptions {
  query?: Record<string, string>;
  /** Form field of the file. Defaults to 'file'. */
  field?: string;
  signal?: AbortSignal;
  /** Called with the fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** POSTs one file as multipart/form-data and resolves to the JSON answer. */
export function uploadFile<T>(url: string, file: File, options: UploadOptions = {}): Promise<T> {
  const target = new URL(url, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    target.searchParams.set(key, value);
  }
  return apiClient().authorised('POST', (tokens) => sendOnce<T>(target, file, options, tokens));
}

/** One XMLHttpRequest attempt with the given tokens; rejects with the spec 8 ApiError. */
function sendOnce<T>(
  target: URL,
  file: File,
  options: UploadOptions,
  tokens: RequestTokens | null,
): Promise<T> {
  const form = new FormData();
  form.append(options.field ?? 'file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ApiError(httpWords()('cancelled'), undefined, undefined, true));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.toString());
    for (const [name, value] of Object.entries(requestHeaders(tokens))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(body as T);
        return;
      }
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(
        new ApiError(
          typeof message === 'string' && message
            ? message
            : httpWords()('status', { status: String(xhr.status) }),
          xhr.status,
          body,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(httpWords()('networkError')));
    xhr.onabort = () => reject(new ApiError(httpWords()('cancelled'), undefined, undefined, true));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
