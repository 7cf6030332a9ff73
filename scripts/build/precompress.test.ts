// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressFolder } from './precompress';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shs-precompress-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A script as repetitive as real code, well above the size worth compressing. */
const script = `export const words = [${'"account", "billing", '.repeat(200)}];\n`;

describe('precompressFolder', () => {
  it('writes brotli and gzip copies that unpack to the very file, in nested folders too', async () => {
    mkdirSync(join(dir, 'assets/chunks'), { recursive: true });
    writeFileSync(join(dir, 'assets/index-abc.js'), script);
    writeFileSync(join(dir, 'assets/chunks/page-def.css'), `.a{color:red}\n`.repeat(200));

    expect(await precompressFolder(dir)).toBe(4);

    for (const file of ['assets/index-abc.js', 'assets/chunks/page-def.css']) {
      const original = readFileSync(join(dir, file));
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
  });

  it('leaves small files, source maps and images alone', async () => {
    writeFileSync(join(dir, 'tiny.js'), 'export {};'.padEnd(MIN_BYTES - 1, ' '));
    writeFileSync(join(dir, 'index-abc.js.map'), JSON.stringify({ mappings: script }));
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 7));

    expect(await precompressFolder(dir)).toBe(0);
    for (const file of ['tiny.js', 'index-abc.js.map', 'photo.png'])
      for (const suffix of ['br', 'gz'])
        expect(existsSync(join(dir, `${file}.${suffix}`))).toBe(false);
  });

  it('writes no copy that would be larger than the file', async () => {
    // Random bytes do not compress: each copy would be the bytes plus its format's framing.
    writeFileSync(join(dir, 'noise.json'), randomBytes(4096));
    expect(await precompressFolder(dir)).toBe(0);
    expect(existsSync(join(dir, 'noise.json.br'))).toBe(false);
    expect(existsSync(join(dir, 'noise.json.gz'))).toBe(false);
  });
});
