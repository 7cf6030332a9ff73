// Build-time compilation of the message catalogues (issue 28, ADR 015). Each area keeps its words
// as ICU MessageFormat in `locales/<locale>.json` beside its code; importing one with `?messages`
// (`import en from './locales/en.json?messages'`, only in the area's text.ts) gives, in the bundle,
// an object of small functions compiled by messageformat (the OpenJS Foundation's ICU compiler):
// `{ 'cart.label': (d) => plural(d.count, …) }`. No message parser and no catalogue interpreter
// reach the browser, only the plural rules of the locales in use (a few hundred bytes). A plain
// import of the same file (a test, the reference backend) stays plain JSON, strings as written.
import { readFileSync } from 'node:fs';
import { encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

/**
 * A catalogue file: `…/locales/en.json`, `…/locales/titles.es.json` (the name ends in the locale).
 */
export const CATALOGUE_FILE = /[\\/]locales[\\/](?:[\w-]+\.)?([a-z]{2})\.json$/;

/** The query that asks for the compiled messages instead of the JSON. */
const QUERY = '?messages';

/**
 * Starts the virtual id. Not the `\0` of Rollup's convention: Vite's build drops the source map
 * of a module whose id starts with it, and the catalogues' maps are what name them in the
 * bundle's (catalogueSourceMap). `virtual:` is Vite's other convention for ids no file backs.
 */
const PREFIX = 'virtual:shs-messages:';
/** Ends the virtual id, so no JSON handling (which matches `.json` at the end) takes it. */
const SUFFIX = '.messages.js';

/** The ES module of compiled message functions for one catalogue's JSON text. */
export function compileCatalogue(locale: string, json: string, file = 'catalogue'): string {
  const messages = JSON.parse(json) as Record<string, unknown>;
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value !== 'string') throw new Error(`${file}: "${key}" is not a string.`);
  }
  // strict: false keeps ICU's apostrophe rules (a lone ' is literal; '' before { or } escapes).
  const mf = new MessageFormat(locale, { currency: 'USD', strict: false });
  try {
    return compileModule(mf, messages as Record<string, string>);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** A JSON-quoted or bare key at the start of a line, followed by a colon. */
const KEY_AT_START = /^\s*("(?:[^"\\]|\\.)*"|[\w$]+)\s*:/;

/**
 * A source map from a compiled catalogue (compileCatalogue's output: one message a line) to its
 * JSON file: each message's line points at the line of its key, other lines at the file's start.
 * Without it the bundle's source maps said the catalogues' bytes came from nowhere: the bench's
 * breakdown of a visit's JavaScript could not put them down to their area (issue 29), and an
 * error in a message function had no file to point to.
 */
export function catalogueSourceMap(code: string, json: string, file: string) {
  const keyLines = new Map<string, number>();
  json.split('\n').forEach((text, index) => {
    const match = KEY_AT_START.exec(text);
    if (match?.[1]?.startsWith('"')) keyLines.set(JSON.parse(match[1]) as string, index);
  });
  const segments = code.split('\n').map((text): SourceMapSegment[] => {
    const key = KEY_AT_START.exec(text)?.[1];
    const name = key?.startsWith('"') ? (JSON.parse(key) as string) : key;
    const line = (name !== undefined ? keyLines.get(name) : undefined) ?? 0;
    // Generated column 0, from the one source, at the key's line, column 0.
    return [[0, 0, line, 0]];
  });
  return {
    version: 3 as const,
    sources: [file],
    sourcesContent: [json],
    names: [],
    mappings: encode(segments),
  };
}

/**
 * Compiles `locales/<locale>.json?messages` imports into message functions. The file is loaded
 * under a virtual id so Vite's own JSON handling leaves it alone; it is still watched in dev.
 */
export function messageCatalogues(): Plugin {
  return {
    name: 'shs-message-catalogues',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith(QUERY)) return null;
      const file = source.slice(0, -QUERY.length);
      if (!CATALOGUE_FILE.test(file)) return null;
      const resolved = await this.resolve(file, importer, { ...options, skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX) || !id.endsWith(SUFFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      const locale = CATALOGUE_FILE.exec(file)?.[1] ?? 'en';
      this.addWatchFile(file);
      const json = readFileSync(file, 'utf8');
      const code = compileCatalogue(locale, json, file);
      return { code, map: catalogueSourceMap(code, json, file) };
    },
  };
}
