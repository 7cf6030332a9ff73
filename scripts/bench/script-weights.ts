// Where a visit's JavaScript goes (issue 29): the built files a load downloaded, each file's
// gzipped size shared out among what its source map says the bytes came from, summed by owner (an
// npm package, or an area of this codebase). A file is gzipped whole, so its parts' gzipped sizes
// are not separable; each owner gets the file's gzipped size in proportion to its minified bytes.
// The shares are an estimate to steer by; the totals are the files' true gzipped sizes.
import { existsSync, readFileSync } from 'node:fs';
import { eachMapping, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';
import { gzipSize } from './gzip-size';

/**
 * What bytes no source map names are put down to: styles inlined into scripts (Vite drops the
 * source map of a `?inline` stylesheet), the exports and imports between chunks, the runtime.
 */
export const GENERATED = '(unmapped: inlined styles, chunk glue)';

/**
 * The owner of a source path from a source map: the npm package for a path in node_modules (the
 * innermost one, scoped names kept whole), else the codebase's area: the feature for
 * src/features/<area>, the top folder under src otherwise, header-element as a whole.
 */
export function ownerOf(source: string): string {
  const parts = source.replace(/\\/g, '/').split('/');
  const modules = parts.lastIndexOf('node_modules');
  if (modules >= 0) {
    const name = parts[modules + 1] ?? '';
    return name.startsWith('@') ? `${name}/${parts[modules + 2] ?? ''}` : name;
  }
  const src = parts.indexOf('src');
  if (src >= 0) {
    const [top, area] = parts.slice(src + 1);
    return top === 'features' && area ? `src/features/${area}` : `src/${top}`;
  }
  const header = parts.indexOf('header-element');
  if (header >= 0) return 'header-element';
  return GENERATED;
}

/** Minified bytes of `code` by owner, from its source map (unmapped bytes: GENERATED). */
export function bytesByOwner(code: string, map: SourceMapInput): Map<string, number> {
  const lines = code.split('\n');
  const segments: { line: number; column: number; owner: string }[] = [];
  eachMapping(new TraceMap(map), (mapping) => {
    segments.push({
      line: mapping.generatedLine - 1,
      column: mapping.generatedColumn,
      owner: mapping.source ? ownerOf(mapping.source) : GENERATED,
    });
  });
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const owners = new Map<string, number>();
  const add = (owner: string, bytes: number) => {
    if (bytes > 0) owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  };
  // Text before a line's first mapped segment (and lines with none) is the build's own.
  let line = 0;
  let column = 0;
  const fillTo = (toLine: number, toColumn: number) => {
    while (line < toLine) {
      add(GENERATED, (lines[line]?.length ?? 0) - column + 1);
      line++;
      column = 0;
    }
    add(GENERATED, toColumn - column);
    column = toColumn;
  };
  segments.forEach((segment, index) => {
    if (segment.line > line || segment.column > column) fillTo(segment.line, segment.column);
    const next = segments[index + 1];
    const end =
      next && next.line === segment.line ? next.column : (lines[segment.line]?.length ?? 0);
    add(segment.owner, end - segment.column);
    column = Math.max(column, end);
  });
  fillTo(lines.length - 1, lines.at(-1)?.length ?? 0);
  return owners;
}

/** One built file a load downloaded: its gzipped size, shared out by owner. */
export interface FileWeight {
  file: string;
  gzip: number;
  owners: Map<string, number>;
}

/** `path`'s gzipped size shared out by owner; without a source map, all of it to its name. */
export function weighFile(path: string, label = path): FileWeight {
  const code = readFileSync(path, 'utf8');
  const gzip = gzipSize(path);
  const mapPath = `${path}.map`;
  if (!existsSync(mapPath)) return { file: label, gzip, owners: new Map([[label, gzip]]) };
  const raw = bytesByOwner(code, readFileSync(mapPath, 'utf8'));
  const total = [...raw.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
  const owners = new Map([...raw].map(([owner, bytes]) => [owner, (gzip * bytes) / total]));
  return { file: label, gzip, owners };
}

/** Owners summed over files, heaviest first, rounded to bytes. */
export function sumByOwner(files: FileWeight[]): { owner: string; gzip: number }[] {
  const sums = new Map<string, number>();
  for (const { owners } of files)
    for (const [owner, bytes] of owners) sums.set(owner, (sums.get(owner) ?? 0) + bytes);
  return [...sums]
    .map(([owner, gzip]) => ({ owner, gzip: Math.round(gzip) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * The packages the mission requires that the account centre's first view runs, with the packages
 * they bring: no change to this codebase's own code can take these bytes away.
 */
export const REQUIRED_STACK = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'ofetch',
  'destr',
  'ufo',
  'js-cookie',
  'zustand',
  '@r2wc/core',
  '@r2wc/react-to-web-component',
]);

/** True for bytes of this codebase (or the build's own), false for an npm package's. */
export function isOwnCode(owner: string): boolean {
  return (
    owner.startsWith('src/') ||
    owner === 'header-element' ||
    owner === GENERATED ||
    owner.endsWith('.js')
  );
}

/** The breakdown as printed lines: owners of at least `floor` bytes, then the totals. */
export function breakdownLines(files: FileWeight[], floor = 512): string[] {
  const sums = sumByOwner(files);
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} kB`;
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const shown = sums.filter((s) => s.gzip >= floor);
  const rest = sums.filter((s) => s.gzip < floor);
  const own = sums.filter((s) => isOwnCode(s.owner)).reduce((sum, s) => sum + s.gzip, 0);
  const required = sums
    .filter((s) => REQUIRED_STACK.has(s.owner))
    .reduce((sum, s) => sum + s.gzip, 0);
  return [
    ...shown.map((s) => `${s.owner.padEnd(44)} ${kB(s.gzip)}`),
    ...(rest.length
      ? [
          `${`${rest.length} more under ${floor} B each`.padEnd(44)} ${kB(rest.reduce((sum, s) => sum + s.gzip, 0))}`,
        ]
      : []),
    `${'all, in files'.padEnd(44)} ${kB(total)} (${files.length} files)`,
    `${'npm packages'.padEnd(44)} ${kB(total - own)}, of which the required stack ${kB(required).trim()}`,
    `${'this codebase (with the build’s own)'.padEnd(44)} ${kB(own)}`,
  ];
}
