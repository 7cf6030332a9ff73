// "No text left behind" (issue 28): every catalogue on disk has its words in every locale, with the
// same keys, the same arguments and the same rich-text tags, and every message is valid ICU
// MessageFormat. A key added in English only, or a Spanish message that forgets {amount}, fails
// here. (That no component shows words outside the catalogues is eslint's job: eslint.config.js.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

const ROOT = join(import.meta.dirname, '../../../..');
const SEARCHED = ['src', 'header-element', 'demo/server'];
const FILE = /^(?:([\w-]+)\.)?([a-z]{2})\.json$/;

/** Every locales/ folder's catalogues: `folder/locales` + name prefix -> locale -> file. */
function catalogues(): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (dir.endsWith('/locales')) {
        const match = FILE.exec(entry.name);
        if (!match) continue;
        const name = `${relative(ROOT, dir)}/${match[1] ? `${match[1]}.` : ''}{locale}.json`;
        if (!found.has(name)) found.set(name, new Map());
        found.get(name)?.set(match[2] ?? '', path);
      }
    }
  };
  SEARCHED.forEach((dir) => walk(join(ROOT, dir)));
  return found;
}

/** The argument names a message uses (plain, formatted, plural and select), sorted. */
function argumentsOf(tokens: readonly Token[]): string[] {
  const names = new Set<string>();
  const visit = (list: readonly Token[]) => {
    for (const token of list) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        token.cases.forEach((c) => visit(c.tokens));
      }
    }
  };
  visit(tokens);
  return [...names].sort();
}

/** The rich-text tag names in a message (src/lib/shared/i18n/rich-text.ts), sorted. */
const tagsOf = (message: string) =>
  [...message.matchAll(/<([a-z][a-z0-9]*)>/g)].map((m) => m[1]).sort();

const found = catalogues();

describe('message catalogues', () => {
  it('are found (the search itself works)', () => {
    expect(found.size).toBeGreaterThan(0);
  });

  for (const [name, files] of found) {
    describe(name, () => {
      const read = (locale: string) =>
        JSON.parse(readFileSync(files.get(locale) ?? '', 'utf8')) as Record<string, string>;

      it('exists in every locale', () => {
        expect([...files.keys()].sort()).toEqual([...LOCALES].sort());
      });

      it('has the same keys in every locale', () => {
        const english = Object.keys(read('en')).sort();
        for (const locale of LOCALES)
          expect(Object.keys(read(locale)).sort(), locale).toEqual(english);
      });

      it('has valid messages with the same arguments and tags as English', () => {
        const english = read('en');
        for (const locale of LOCALES) {
          const messages = read(locale);
          for (const [key, message] of Object.entries(messages)) {
            const where = `${locale} "${key}"`;
            expect(typeof message, where).toBe('string');
            expect(message.trim(), where).not.toBe('');
            // ICU quoting: a lone apostrophe before { or } hides the argument ('{name}' stays
            // literal). Write it twice: "No results for ''{query}''".
            expect(/(^|[^'])'[{}]/.test(message), `${where}: a lone ' before { or }`).toBe(false);
            const tokens = parse(message, { strict: false });
            const source = english[key] ?? '';
            expect(argumentsOf(tokens), where).toEqual(
              argumentsOf(parse(source, { strict: false })),
            );
            expect(tagsOf(message), where).toEqual(tagsOf(source));
          }
        }
      });
    });
  }
});
