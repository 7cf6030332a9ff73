// Build-time compilation of the message catalogues (issue 28, ADR 015). Each area keeps its words
// as ICU MessageFormat in `locales/<locale>.json` beside its code; importing one with `?messages`
// (`import en from './locales/en.json?messages'`, only in the area's text.ts) gives, in the bundle,
// an object of small functions compiled by messageformat (the OpenJS Foundation's ICU compiler):
// `{ 'cart.label': (d) => plural(d.count, …) }`. No message parser and no catalogue interpreter
// reach the browser, only the plural rules of the locales in use (a few hundred bytes). A plain
// import of the same file (a test, the reference backend) stays plain JSON, strings as written.
import { readFileSync } from 'node:fs';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

/**
 * A catalogue file: `…/locales/en.json`, `…/locales/titles.es.json` (the name ends in the locale).
 */
export const CATALOGUE_FILE = /[\\/]locales[\\/](?:[\w-]+\.)?([a-z]{2})\.json$/;

/** The query that asks for the compiled messages instead of the JSON. */
const QUERY = '?messages';

const PREFIX = '\0shs-messages:';
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
      return compileCatalogue(locale, readFileSync(file, 'utf8'), file);
    },
  };
}
