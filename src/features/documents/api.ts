// Calls of the Documents area (spec 7.2 GET and POST documents; docs/contracts.md).
import { apiClient, type CallOptions } from '../../lib/http/api-client';
import { apiUrl } from '../../lib/http/api-url';
import { uploadFile } from '../../lib/http/upload-client';
import type { DocumentEntry } from '../../contracts/documents';

// The payload types live in src/contracts, shared with the reference server.
export type * from '../../contracts/documents';

export function getDocuments(serviceName: string, { signal }: CallOptions = {}) {
  return apiClient().request<DocumentEntry[]>(apiUrl('accountCentre', '/documents'), {
    query: { serviceName },
    signal,
  });
}

/** The document's bytes (the API needs the sign-in headers, so no plain link can fetch it). */
export function getDocumentContent(serviceName: string, id: string, { signal }: CallOptions = {}) {
  return apiClient().request<Blob>(
    apiUrl('accountCentre', `/documents/${encodeURIComponent(id)}/content`),
    {
      query: { serviceName },
      signal,
    },
  );
}

export function uploadDocument(
  serviceName: string,
  file: File,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
) {
  return uploadFile<DocumentEntry>(apiUrl('accountCentre', '/documents'), file, {
    query: { serviceName },
    ...options,
  });
}
