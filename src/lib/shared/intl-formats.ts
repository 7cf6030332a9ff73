// Intl formatters, made once per locale and options. Building one (it loads the locale's data)
// costs far more than formatting with it: a page that formats each amount and date with a new
// one spent milliseconds of a click's render on it at 4x CPU (issue 29, INP: "Another amount").

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, the same object for the same arguments. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => {
    return new Intl.NumberFormat(locale, options);
  });
}

/** `new Intl.DateTimeFormat(locale, options)`, the same object for the same arguments. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  return cached(dateTimeFormats, `${locale}|${JSON.stringify(options)}`, () => {
    return new Intl.DateTimeFormat(locale, options);
  });
}

/**
 * Builds the formatter the account pages need first, ahead of their data: the first number
 * format of a page's life starts ICU's number formatting (some 20 ms, 80 at 4x CPU), which the
 * cold dashboard and billing paid inside the render of their first amount (issue 29). Called by
 * start-up while the page's code downloads; the amounts then find it cached.
 */
export function warmUpFormats(locale: string): void {
  numberFormat(locale, { style: 'currency', currency: 'USD' });
}
