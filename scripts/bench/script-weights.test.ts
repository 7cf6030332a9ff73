// @vitest-environment node
// The bench's breakdown of a visit's JavaScript (script-weights.ts): who the bytes of a built
// file belong to, from its source map, and how a file's gzipped size is shared out among them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SourceMapSegment } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { bytesByOwner, GENERATED, ownerOf, sumByOwner, weighFile } from './script-weights';

describe('ownerOf', () => {
  it('names the innermost npm package, scoped names whole', () => {
    expect(ownerOf('../../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(ownerOf('../../node_modules/@tanstack/query-core/build/modern/query.js')).toBe(
      '@tanstack/query-core',
    );
    expect(ownerOf('node_modules/a/node_modules/ufo/dist/index.mjs')).toBe('ufo');
    expect(ownerOf('C:\\repo\\node_modules\\scheduler\\index.js')).toBe('scheduler');
  });

  it('names the area of this codebase: a feature, a top folder of src, the header element', () => {
    expect(ownerOf('../../../src/features/dashboard/cards.tsx')).toBe('src/features/dashboard');
    expect(ownerOf('../../../src/app/shell/shell.tsx')).toBe('src/app');
    expect(ownerOf('../../src/lib/http/api-client.ts')).toBe('src/lib');
    expect(ownerOf('../../../header-element/components/header.tsx')).toBe('header-element');
    expect(ownerOf('virtual:messages/en.json')).toBe(GENERATED);
  });
});

// Two sources: react (index 0) and the app's shell (index 1). Decoded mappings: per generated
// line, segments of [generated column, source index, source line, source column].
const SOURCES = ['../node_modules/react/index.js', '../src/app/shell.tsx'];

describe('bytesByOwner', () => {
  it("gives each mapped run of bytes to its source's owner and the rest to the build", () => {
    // Line 1: `import"x";` (10 bytes, unmapped) then `reactcode` (9) then `shell` (5).
    // Line 2: `var css="...";` (14 bytes, unmapped: a stylesheet the build inlined).
    const code = 'import"x";reactcodeshell\nvar css="abc";';
    const map = {
      version: 3 as const,
      sources: SOURCES,
      names: [],
      mappings: [
        [
          [10, 0, 0, 0],
          [19, 1, 0, 0],
        ] as SourceMapSegment[],
        [],
      ],
    };
    const owners = bytesByOwner(code, map);
    expect(owners.get('react')).toBe(9);
    expect(owners.get('src/app')).toBe(5);
    // 10 before the first segment, the newline, and the 14 bytes of line 2.
    expect(owners.get(GENERATED)).toBe(25);
    const total = [...owners.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBe(code.length);
  });
});

describe('weighFile and sumByOwner', () => {
  const dir = mkdtempSync(join(tmpdir(), 'script-weights-'));

  it("shares a file's true gzipped size out by bytes, and sums owners over files", () => {
    const code = `${'r'.repeat(300)}${'s'.repeat(100)}`;
    const map = {
      version: 3,
      sources: SOURCES,
      names: [],
      mappings: 'AAAA,4SCAA',
    };
    writeFileSync(join(dir, 'a.js'), code);
    writeFileSync(join(dir, 'a.js.map'), JSON.stringify(map));
    const a = weighFile(join(dir, 'a.js'), 'a.js');
    const gzip = gzipSync(code).length;
    expect(a.gzip).toBe(gzip);
    expect(a.owners.get('react')).toBeCloseTo(gzip * 0.75, 6);
    expect(a.owners.get('src/app')).toBeCloseTo(gzip * 0.25, 6);

    // A file without a source map is put down, whole, to its own name.
    writeFileSync(join(dir, 'way-in.js'), 'console.log(1)');
    const b = weighFile(join(dir, 'way-in.js'), 'way-in.js');
    expect([...b.owners]).toEqual([['way-in.js', gzipSync('console.log(1)').length]]);

    const sums = sumByOwner([a, b, a]);
    expect(Object.fromEntries(sums.map((s) => [s.owner, s.gzip]))).toEqual({
      react: Math.round(gzip * 1.5),
      'src/app': Math.round(gzip * 0.5),
      'way-in.js': b.gzip,
    });
    const weights = sums.map((s) => s.gzip);
    expect(weights).toEqual([...weights].sort((x, y) => y - x));
  });
});
