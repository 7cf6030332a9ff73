// A catalogue as the build compiles it: the page titles (lib/routing/locales), a real one.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitles } from '../routing/page-titles';
import { compileCatalogue } from '../../../scripts/build/message-catalogues';
import { translator } from '../shared/i18n/catalogue';
import { LocaleContext, useText } from '../shared/i18n/use-text';

function BillingTitle() {
  const title = useText(pageTitles);
  return <h1>{title('billing.payment')}</h1>;
}

describe('catalogues (issue 28)', () => {
  it('has English at once and another locale once loaded, the same promise for every caller', async () => {
    expect(pageTitles.get('en')).toBe(pageTitles.en);
    const first = pageTitles.load('es');
    expect(pageTitles.load('es')).toBe(first);
    const spanish = await first;
    expect(spanish['billing.payment']?.()).toBe('Hacer un pago');
    expect(translator(pageTitles, 'en')('billing.payment')).toBe('Make a Payment');
    expect(translator(pageTitles, 'es')('billing.payment')).toBe('Hacer un pago');
  });

  it("renders in the reader's locale and follows a change of it", async () => {
    await pageTitles.load('es');
    const { rerender } = render(
      <LocaleContext.Provider value="en">
        <BillingTitle />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Make a Payment');
    await act(async () =>
      rerender(
        <LocaleContext.Provider value="es">
          <BillingTitle />
        </LocaleContext.Provider>,
      ),
    );
    expect(screen.getByRole('heading').textContent).toBe('Hacer un pago');
  });
});

describe('compileCatalogue (the build step)', () => {
  const compile = async (locale: string, messages: Record<string, string>) => {
    const code = compileCatalogue(locale, JSON.stringify(messages));
    // The runtime's imports are bare specifiers: resolve them as the bundler would.
    const resolved = code.replace(
      /from "(@messageformat\/runtime[^"]*)"/g,
      (_, spec: string) => `from "${import.meta.resolve(spec)}"`,
    );
    return (await import(
      /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(resolved).toString('base64')}`
    )) as { default: Record<string, (values?: object) => string> };
  };

  it('compiles arguments, plurals and ICU apostrophes', async () => {
    const { default: en } = await compile('en', {
      cart: 'There {count, plural, one {is # item} other {are # items}} in your cart',
      quoted: "No results for ''{query}''",
      apostrophe: "You don't have a card",
    });
    expect(en.cart?.({ count: 1 })).toBe('There is 1 item in your cart');
    expect(en.cart?.({ count: 3 })).toBe('There are 3 items in your cart');
    expect(en.quoted?.({ query: 'lock' })).toBe("No results for 'lock'");
    expect(en.apostrophe?.()).toBe("You don't have a card");
  });

  it('uses the plural rules of the locale', async () => {
    const { default: es } = await compile('es', {
      cart: '{count, plural, one {Hay # artículo} other {Hay # artículos}}',
    });
    expect(es.cart?.({ count: 1 })).toBe('Hay 1 artículo');
    expect(es.cart?.({ count: 0 })).toBe('Hay 0 artículos');
  });

  it('names the file and the message of a syntax error', () => {
    expect(() =>
      compileCatalogue('en', JSON.stringify({ bad: 'Pay {amount' }), 'x/en.json'),
    ).toThrow(/x\/en\.json/);
    expect(() => compileCatalogue('en', JSON.stringify({ bad: 3 }), 'x/en.json')).toThrow(
      /"bad" is not a string/,
    );
  });
});
