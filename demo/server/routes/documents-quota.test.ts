// @vitest-environment node
// Issue 23, finding 5 and the right-to-left override: uploads are read a few at a time (not all
// held in memory at once), each service keeps a bounded number and size of them, and a file name
// cannot hide its real extension behind text-direction characters.
import { describe, expect, it, vi } from 'vitest';
import { uploadMessages, UPLOAD_QUOTA } from '../documents.js';
import { authHeaders } from '../test-support/sign-in.js';
import { withSignedInServer } from '../test-support/signed-in-server.js';
import { MAX_CONCURRENT_UPLOADS } from '../upload-gate.js';
import { uploadGate } from './documents.js';

vi.setConfig({ testTimeout: 60_000 });
const demo = withSignedInServer();

const PDF_HEAD = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** A PDF of `bytes` bytes (the header, then padding). */
function pdf(bytes: number): Uint8Array<ArrayBuffer> {
  const content = new Uint8Array(bytes);
  content.set(new TextEncoder().encode(PDF_HEAD));
  return content;
}

async function upload(serviceName: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await fetch(
    `${demo.server.origin}/api/account/documents?serviceName=${serviceName}`,
    { method: 'POST', headers: authHeaders(demo.alex), body: form },
  );
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe('upload limits', () => {
  it(`keeps at most ${UPLOAD_QUOTA.documents} uploads per service from 40 sent at once, reading ${MAX_CONCURRENT_UPLOADS} at a time`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => upload('S-100200300', pdf(256 * 1024), `scan-${i}.pdf`)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(UPLOAD_QUOTA.documents);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(40 - UPLOAD_QUOTA.documents);
    expect(refused[0]?.body.message).toBe(uploadMessages('en').quotaCount);
    expect(uploadGate.peak).toBe(MAX_CONCURRENT_UPLOADS);
    const stored = demo.server.db
      .prepare(
        `SELECT COUNT(*) AS n FROM documents d JOIN services s ON s.id = d.service_id
         WHERE s.service_name = 'S-100200300' AND d.kind = 'upload'`,
      )
      .get() as { n: number };
    expect(stored.n).toBe(UPLOAD_QUOTA.documents);
  });

  it(`keeps at most ${UPLOAD_QUOTA.bytes / 1024 / 1024} MB of uploads per service`, async () => {
    const nineMb = pdf(9 * 1024 * 1024);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => upload('S-100200302', nineMb, `big-${i}.pdf`)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      uploadMessages('en').quotaBytes('9.0'),
    );
  });

  it.each([
    ['right-to-left override', 'invoice\u202efdp.exe'],
    ['left-to-right isolate', 'report\u2066.pdf'],
    ['right-to-left mark', 'report\u200f.pdf'],
  ])('refuses a file name with a %s, saying why', async (_kind, name) => {
    expect(await upload('S-100200301', pdf(1024), name)).toEqual({
      status: 400,
      body: {
        message: 'The file name must not contain characters that change the text direction.',
      },
    });
  });
});
