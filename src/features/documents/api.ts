// Calls of the Documents area (spec 7.2 GET and POST documents; docs/contracts.md).
import { apiClient } from '../../lib/http/api-client';
import { getRuntimeConfig } from '../../lib/shared/config';
import { uploadFile } from '../../lib/http/upload-client';
import type { DocumentEntry } from '../../contracts/documents';

// The payload types live in src/contracts, shared with the reference server.
export type * from '../../contracts/documents';

function account(path: string): string {
  const base = getRuntimeConfig()?.api?.accountCentre;
  if (!base) throw new Error('config.json has no api.accountCentre base URL.');
  return `${base}${path}`;
}

export function getDocuments(serviceName: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient().request<DocumentEntry[]>(account('/documents'), {
    query: { serviceName },
    signal,
  });
}

/** The document's bytes (the API needs the sign-in headers, so no plain link can fetch it). */
export function getDocumentContent(
  serviceName: string,
  id: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return apiClient().request<Blob>(account(`/documents/${encodeURIComponent(id)}/content`), {
    query: { serviceName },
    signal,
  });
}

export function uploadDocument(
  serviceName: string,
  file: File,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
) {
  return uploadFile<DocumentEntry>(account('/documents'), file, {
    query: { serviceName },
    ...options,
  });
}
