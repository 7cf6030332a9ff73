// Brotli and gzip copies of the build's text files (x.js.br and x.js.gz beside x.js), made once
// when a build is written, at the best settings. The server sends them as they are
// (demo/server/static.ts), as a CDN sends the copies it compressed once. Compressing every answer
// when asked cost the reference backend 25 to 60 ms per file while a cold visit asked for ten at
// once, and its quick setting (brotli 4) sent the entry as 120 kB instead of 103 (issue 29).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser fetches; source maps stay plain (only developer tools ask for them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml)$/;

/** Below this the server's own compression does not bother either (compression's threshold). */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The compressed copies of one file, by the file-name suffix the server looks for. */
const ENCODERS: Record<'br' | 'gz', (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gz: (bytes) => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/** Every file under `dir` worth compressing. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(path);
    return COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES ? [path] : [];
  });
}

/**
 * Writes `file.br` and `file.gz` beside each text file under `dir`, each only when it is smaller
 * than the file. Returns how many copies were written.
 */
export async function precompressFolder(dir: string): Promise<number> {
  const written = await Promise.all(
    compressibleFiles(dir).flatMap((file) => {
      const bytes = readFileSync(file);
      return Object.entries(ENCODERS).map(async ([suffix, encode]) => {
        const packed = await encode(bytes);
        if (packed.length >= bytes.length) return 0;
        writeFileSync(`${file}.${suffix}`, packed);
        return 1;
      });
    }),
  );
  return written.reduce<number>((sum, one) => sum + one, 0);
}

/**
 * The build step: compresses the written output once every file is final. closeBundle, not
 * generateBundle: writeBundle hooks still edit written files (the entry's compile hint in
 * vite.config.ts, the header's versioned copy), and a copy made before them would differ.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shs-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const copies = await precompressFolder(outDir);
      this.info(`${copies} brotli and gzip copies written`);
    },
  };
}
