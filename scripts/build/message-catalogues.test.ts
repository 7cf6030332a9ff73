// @vitest-environment node
// The compiled catalogues' source maps: each message function points at its key's line in the
// JSON file it came from, so the bundle's source maps (the bench's breakdown of a visit's
// JavaScript, an error's stack) name the catalogue instead of nothing.
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { catalogueSourceMap, compileCatalogue } from './message-catalogues';

const FILE = '/repo/src/features/dashboard/locales/en.json';
const JSON_TEXT = `{
  "plain": "Hello",
  "bill.due": "{count, plural, one {# bill} other {# bills}} due",
  "say \\"hi\\"": "Hi"
}
`;

describe('catalogueSourceMap', () => {
  it("maps each message's line to its key's line in the JSON, the rest to the file's start", () => {
    const code = compileCatalogue('en', JSON_TEXT, FILE);
    const map = new TraceMap(catalogueSourceMap(code, JSON_TEXT, FILE));
    const lines = code.split('\n');
    const lineOf = (needle: string) => lines.findIndex((line) => line.includes(needle)) + 1;
    const origin = (line: number) => originalPositionFor(map, { line, column: 0 });

    expect(origin(lineOf('"Hello"'))).toMatchObject({ source: FILE, line: 2, column: 0 });
    expect(origin(lineOf('" bills"'))).toMatchObject({ source: FILE, line: 3, column: 0 });
    expect(origin(lineOf('"Hi"'))).toMatchObject({ source: FILE, line: 4, column: 0 });
    // The runtime imports and the object's braces: the catalogue as a whole.
    expect(origin(1)).toMatchObject({ source: FILE, line: 1, column: 0 });
    expect(origin(lines.length)).toMatchObject({ source: FILE, line: 1, column: 0 });
  });

  it('keeps the JSON as the source content, for a stack to show', () => {
    const code = compileCatalogue('en', JSON_TEXT, FILE);
    expect(catalogueSourceMap(code, JSON_TEXT, FILE).sourcesContent).toEqual([JSON_TEXT]);
  });

  it('encodes line jumps past one base64 digit (a catalogue of over 16 lines)', () => {
    const entries = Array.from({ length: 40 }, (_, i) => [`key${i}`, `Message ${i}`]);
    const json = JSON.stringify(Object.fromEntries(entries), null, 2);
    const code = compileCatalogue('en', json, FILE);
    const map = new TraceMap(catalogueSourceMap(code, json, FILE));
    const lines = code.split('\n');
    const line39 = lines.findIndex((line) => line.includes('"Message 39"')) + 1;
    const line5 = lines.findIndex((line) => line.includes('"Message 5"')) + 1;
    // In the JSON, key<i> is on line i + 2 (line 1 is the brace).
    expect(originalPositionFor(map, { line: line39, column: 0 }).line).toBe(41);
    expect(originalPositionFor(map, { line: line5, column: 0 }).line).toBe(7);
  });
});
