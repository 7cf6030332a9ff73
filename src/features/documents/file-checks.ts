// The upload rules, checked in the browser before sending (the server checks the same again):
// not empty, at most 10 MB, and a PDF, JPEG or PNG by its first bytes, not by its name.
import type { DocumentsTranslate } from './text';

/** Largest file accepted: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Kinds of file accepted, recognised by their magic numbers. */
export type UploadKind = 'pdf' | 'jpeg' | 'png';

const SIGNATURES: { kind: UploadKind; bytes: number[] }[] = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** What the file's first bytes say it is, or null. */
export function sniffKind(head: Uint8Array): UploadKind | null {
  return (
    SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.kind ?? null
  );
}

/** The `accept` attribute of the file picker (a hint only: the content decides). */
export const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * The first broken rule's message in `t`'s language (naming the file and the rule; the server's
 * words match), or null when the file may be uploaded.
 */
export async function checkFile(file: File, t: DocumentsTranslate): Promise<string | null> {
  const name = file.name;
  if (file.size === 0) return t('rule.empty', { name });
  if (file.size > MAX_UPLOAD_BYTES) return t('rule.tooLarge', { name });
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffKind(head) ? null : t('rule.wrongType', { name });
}

/** "12 KB", "1.4 MB": sizes as people read them. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
