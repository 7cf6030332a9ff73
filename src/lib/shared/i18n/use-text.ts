// The React side of the catalogues: the reader's locale travels down the tree in a context (the
// account centre provides the customer's choice; each <shs-header> its own `lang`), and a
// component takes its area's words with `useText(catalogue)`.
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { translator, type Catalogue, type Translate } from './catalogue';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** The reader's locale. English unless a provider says otherwise. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The reader's locale, for formats (dates, money) and for choosing words. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * The translate function of `catalogue` in the reader's locale. If that locale's messages are not
 * loaded yet (a lazy area opened in Spanish), it shows English until they arrive; the account
 * centre loads them before a page shows, so in practice that is never seen there.
 */
export function useText<K extends string>(catalogue: Catalogue<K>): Translate<K> {
  const locale = useLocale();
  const messages = useSyncExternalStore(
    catalogue.subscribe,
    () => catalogue.get(locale),
    () => catalogue.get(locale),
  );
  useEffect(() => {
    if (!messages) {
      catalogue.load(locale).catch((error: unknown) => {
        console.error(`The ${locale} words could not be loaded; showing English.`, error);
      });
    }
  }, [catalogue, locale, messages]);
  return useMemo(
    () => translator(catalogue, messages ? locale : DEFAULT_LOCALE),
    [catalogue, locale, messages],
  );
}
