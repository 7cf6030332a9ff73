// De-minifies stack frames with the source maps handed to the stand-in at build time
// (scripts/build/source-maps.ts copies each build's maps to dist/sourcemaps/<release>/). A frame
// whose map is missing stays as it was: the page then shows the minified position.
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { EventFrame } from './error-store.js';

/** A frame as the ops page shows it. */
export interface ShownFrame {
  function: string;
  /** Original source file and position when a map knew it, else the minified ones. */
  file: string;
  line: number | null;
  column: number | null;
  mapped: boolean;
}

const maps = new Map<string, TraceMap | null>();

/** A release name safe as a directory name. */
export function releaseDir(release: string): string {
  return release.replace(/[^A-Za-z0-9._@-]/g, '_');
}

function mapFor(root: string, release: string, filename: string): TraceMap | null {
  let pathname: string;
  try {
    pathname = new URL(filename).pathname;
  } catch {
    return null;
  }
  const base = join(root, releaseDir(release));
  const file = normalize(join(base, `${pathname}.map`));
  // Only files inside the release's folder: the path comes from a report anyone can post.
  if (!file.startsWith(base + sep)) return null;
  if (!maps.has(file)) {
    maps.set(file, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(file) ?? null;
}

/** The frames of a stack trace, innermost first, mapped back to the sources where possible. */
export function deminify(
  frames: readonly EventFrame[],
  release: string | undefined,
  root: string | undefined,
): ShownFrame[] {
  return [...frames].reverse().map((frame) => {
    const shown: ShownFrame = {
      function: frame.function ?? '?',
      file: frame.filename ?? '?',
      line: frame.lineno ?? null,
      column: frame.colno ?? null,
      mapped: false,
    };
    if (!root || !release || !frame.filename || !frame.lineno || !frame.colno) return shown;
    const map = mapFor(root, release, frame.filename);
    if (!map) return shown;
    const original = originalPositionFor(map, { line: frame.lineno, column: frame.colno - 1 });
    if (!original.source || original.line === null) return shown;
    return {
      function: original.name ?? shown.function,
      file: original.source.replace(/^(\.\.\/)+/, ''),
      line: original.line,
      column: original.column === null ? null : original.column + 1,
      mapped: true,
    };
  });
}
