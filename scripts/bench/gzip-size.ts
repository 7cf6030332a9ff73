// What a built file weighs gzipped (Node's default level), the unit of the JavaScript budgets.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The gzipped size of the file at `path`, in bytes. */
export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path)).length;
}
