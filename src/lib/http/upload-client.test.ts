import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApiClient, type ApiClientDeps } from './api-client';
import { uploadFile } from './upload-client';

/** A stand-in XMLHttpRequest that answers each send with the next queued status and body. */
class QueuedXhr {
  static answers: { status: number; body: unknown }[] = [];
  static sent: { url: string; headers: Record<string, string> }[] = [];
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send() {
    QueuedXhr.sent.push({ url: this.url, headers: this.headers });
    const answer = QueuedXhr.answers.shift()!;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    });
  }
}

function signedInClient(overrides: Partial<ApiClientDeps>) {
  let token = 'old';
  const refreshTokens = vi.fn(async () => {
    token = 'new';
    return true;
  });
  const onSessionEnded = vi.fn();
  configureApiClient({
    getTokens: () => ({ accessToken: token, idToken: 'id-1' }),
    getStoreBackendUrls: () => [],
    readTrid: () => undefined,
    refreshTokens,
    onSessionEnded,
    ...overrides,
  });
  return { refreshTokens, onSessionEnded };
}

const file = () => new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' });
const wrongType =
  'Only PDF, JPEG or PNG files can be uploaded: the content of "contract.pdf" is not a PDF, JPEG or PNG file.';
const refused = { status: 401, body: { message: 'The access token is invalid.' } };

afterEach(() => {
  vi.unstubAllGlobals();
  QueuedXhr.answers = [];
  QueuedXhr.sent = [];
});

describe('uploadFile', () => {
  it('sends the sign-in headers and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', QueuedXhr);
    signedInClient({});
    QueuedXhr.answers = [{ status: 201, body: { id: 'doc-1' } }];
    const progress: number[] = [];
    const answer = await uploadFile('/api/account/documents', file(), {
      query: { service: 'S-1' },
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(answer).toEqual({ id: 'doc-1' });
    expect(progress).toEqual([0.5, 1]);
    expect(QueuedXhr.sent[0]!.url).toContain('/api/account/documents?service=S-1');
    expect(QueuedXhr.sent[0]!.headers).toMatchObject({
      Authorization: 'Bearer old',
      'X-IdToken': 'id-1',
    });
  });

  it('after a refused token refreshes once and sends the file again with the new token', async () => {
    vi.stubGlobal('XMLHttpRequest', QueuedXhr);
    const { refreshTokens, onSessionEnded } = signedInClient({});
    QueuedXhr.answers = [refused, { status: 201, body: { id: 'doc-2' } }];
    await expect(uploadFile('/api/account/documents', file())).resolves.toEqual({ id: 'doc-2' });
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(QueuedXhr.sent.map((sent) => sent.headers.Authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("ends the session when the refresh cannot cure the 401, and fails with the server's message", async () => {
    vi.stubGlobal('XMLHttpRequest', QueuedXhr);
    const { onSessionEnded } = signedInClient({ refreshTokens: async () => false });
    QueuedXhr.answers = [refused];
    const failure = await uploadFile('/api/account/documents', file()).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('The access token is invalid.');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(QueuedXhr.sent).toHaveLength(1);
  });

  it('a refused file keeps the server message and is not sent again', async () => {
    vi.stubGlobal('XMLHttpRequest', QueuedXhr);
    const { refreshTokens } = signedInClient({});
    QueuedXhr.answers = [{ status: 400, body: { message: wrongType } }];
    const failure = (await uploadFile('/api/account/documents', file()).catch(
      (error) => error,
    )) as ApiError;
    expect(failure.status).toBe(400);
    expect(failure.message).toBe(wrongType);
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(QueuedXhr.sent).toHaveLength(1);
  });
});
