import { describe, expect, it } from 'vitest';
import { checkFile, formatSize, MAX_UPLOAD_BYTES, sniffKind } from './file-checks';
import { translator } from '../../lib/shared/i18n/catalogue';
import { documentsText } from './text';

const t = translator(documentsText, 'en');

const file = (bytes: number[] | Uint8Array, name: string, type = '') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('upload file checks', () => {
  it('recognises PDF, JPEG and PNG by their first bytes', () => {
    expect(sniffKind(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(sniffKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffKind(new Uint8Array([0x4d, 0x5a, 0x90, 0x00]))).toBeNull();
  });

  it('accepts a real PDF whatever its name says', async () => {
    expect(
      await checkFile(file([...new TextEncoder().encode('%PDF-1.4 ...')], 'scan.bin'), t),
    ).toBeNull();
  });

  it('refuses a renamed executable, naming the type rule', async () => {
    const exe = file([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0], 'setup.pdf', 'application/pdf');
    expect(await checkFile(exe, t)).toBe(
      '"setup.pdf" is not a PDF, JPEG or PNG file: only PDF, JPEG or PNG files can be uploaded.',
    );
  });

  it('refuses an empty file and one over 10 MB, naming the rule', async () => {
    expect(await checkFile(file([], 'empty.pdf'), t)).toBe(
      '"empty.pdf" is empty: choose a file with content.',
    );
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-'));
    expect(await checkFile(file(big, 'big.pdf'), t)).toBe(
      '"big.pdf" is larger than 10 MB: files must be 10 MB or smaller.',
    );
    const limit = new Uint8Array(MAX_UPLOAD_BYTES);
    limit.set(new TextEncoder().encode('%PDF-'));
    expect(await checkFile(file(limit, 'limit.pdf'), t)).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatSize(900)).toBe('900 B');
    expect(formatSize(2048)).toBe('2 KB');
    expect(formatSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
