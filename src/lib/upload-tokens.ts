// Where uploads read the sign-in tokens from. Kept apart from upload-client.ts so the bootstrap
// installs the source without pulling the upload code into the first load.
import type { RequestTokens } from './request-headers';

type TokenSource = () => Promise<RequestTokens | null> | RequestTokens | null;

let source: TokenSource = () => null;

/** Installs the token source (the bootstrap passes the same one as the API client's). */
export function configureUploads(getTokens: TokenSource): void {
  source = getTokens;
}

/** The current tokens for an upload. */
export function uploadTokens(): Promise<RequestTokens | null> | RequestTokens | null {
  return source();
}
