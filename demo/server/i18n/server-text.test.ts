import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requestLocale, serverCatalogue } from './server-text';

function catalogue(en: Record<string, string>, es: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'shs-text-'));
  mkdirSync(join(dir, 'locales'));
  writeFileSync(join(dir, 'locales', 'en.json'), JSON.stringify(en));
  writeFileSync(join(dir, 'locales', 'es.json'), JSON.stringify(es));
  return serverCatalogue<Record<string, string>>(dir);
}

describe('server catalogues (issue 28)', () => {
  const text = catalogue(
    {
      paid: 'Amount paid: {amount}',
      codes: '{count, plural, one {# code left} other {# codes left}}',
      only: 'Only English',
    },
    {
      paid: 'Monto pagado: {amount}',
      codes: '{count, plural, one {Queda # código} other {Quedan # códigos}}',
      only: 'Solo en inglés',
    },
  );

  it('formats ICU messages in each language, plurals by its rules', () => {
    expect(text.t('en')('paid', { amount: '$3.10' })).toBe('Amount paid: $3.10');
    expect(text.t('es')('paid', { amount: '$3.10' })).toBe('Monto pagado: $3.10');
    expect(text.t('en')('codes', { count: 1 })).toBe('1 code left');
    expect(text.t('es')('codes', { count: 8 })).toBe('Quedan 8 códigos');
  });

  it('throws on a key no language has', () => {
    expect(() => text.t('es')('nothing')).toThrow(/No message "nothing"/);
  });
});

describe('the language of a request', () => {
  it('prefers ui_locales, then the chosen cookie, then Accept-Language', () => {
    expect(requestLocale({ uiLocales: 'fr es', cookie: 'shs-lang=en', acceptLanguage: 'en' })).toBe(
      'es',
    );
    expect(requestLocale({ cookie: 'a=1; shs-lang=es', acceptLanguage: 'en-US' })).toBe('es');
    expect(requestLocale({ cookie: 'shs-lang=xx', acceptLanguage: 'es-MX,en;q=0.5' })).toBe('es');
    expect(requestLocale({})).toBe('en');
  });
});
