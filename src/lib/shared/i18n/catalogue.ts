// A catalogue: one area's words in every locale (issue 28, ADR 015). English is bundled with the
// code that uses it (it is what that code showed before there was a catalogue, so it costs the
// first load nothing new); every other locale is a chunk of its own, fetched only for its readers.
// The JSON files hold ICU MessageFormat; the build compiles each message into a function
// (scripts/build/message-catalogues.ts), so here a message is something to call with its values.
import { DEFAULT_LOCALE, type Locale } from './locales';

/** The values a message is formatted with: `{ amount: '$84.97', count: 3 }`. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A compiled message. */
export type MessageFn = (values?: MessageValues) => string;

/** A locale's compiled messages, by key. */
export type Messages<K extends string> = Readonly<Record<K, MessageFn>>;

/** Formats the message `key` with `values`, in the catalogue's language of the moment. */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/** One area's words. `K` is the union of its keys. */
export interface Catalogue<K extends string> {
  /** The English messages, always at hand. */
  readonly en: Messages<K>;
  /** A locale's messages once loaded (English always). */
  get(locale: Locale): Messages<K> | undefined;
  /** Loads a locale's messages once; later calls return the same promise. */
  load(locale: Locale): Promise<Messages<K>>;
  /** Calls `listener` when a locale's messages have arrived; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A catalogue file as the build hands it over (`locales/<locale>.json?messages`). */
export type CompiledMessages = Readonly<Record<string, MessageFn>>;

/** The other locales' loaders: `{ es: () => import('./locales/es.json?messages') }`. */
export type CatalogueLoaders = Readonly<
  Record<Exclude<Locale, 'en'>, () => Promise<{ default: CompiledMessages }>>
>;

/** Every catalogue defined so far, so a change of language can load them all before it shows. */
const defined = new Set<Catalogue<string>>();

/**
 * Defines a catalogue from its compiled English messages and the loaders of the others; `Source`
 * is the English JSON's type, which gives the keys:
 *
 *     import type source from './locales/en.json';
 *     import en from './locales/en.json?messages';
 *     export const billingText = defineCatalogue<typeof source>(en, {
 *       es: () => import('./locales/es.json?messages'),
 *     });
 *
 * A message missing in a locale falls back to English (catalogue-files.test.ts fails on it first).
 */
export function defineCatalogue<Source extends Record<string, string>>(
  en: CompiledMessages,
  loaders: CatalogueLoaders,
): Catalogue<Extract<keyof Source, string>> {
  type K = Extract<keyof Source, string>;
  const english = en as Messages<K>;
  const loaded = new Map<Locale, Messages<K>>([[DEFAULT_LOCALE, english]]);
  const pending = new Map<Locale, Promise<Messages<K>>>();
  const listeners = new Set<() => void>();
  const catalogue: Catalogue<K> = {
    en: english,
    get: (locale) => loaded.get(locale),
    load(locale) {
      const ready = loaded.get(locale);
      if (ready) return Promise.resolve(ready);
      let promise = pending.get(locale);
      if (!promise) {
        const loader = loaders[locale as Exclude<Locale, 'en'>];
        promise = loader().then(
          (module) => {
            const messages = { ...english, ...module.default } as Messages<K>;
            loaded.set(locale, messages);
            listeners.forEach((listener) => listener());
            return messages;
          },
          (error: unknown) => {
            // A failed chunk (offline, a new release) may be tried again by the next call.
            pending.delete(locale);
            throw error;
          },
        );
        pending.set(locale, promise);
      }
      return promise;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  defined.add(catalogue as Catalogue<string>);
  return catalogue;
}

/**
 * Loads `locale` for every catalogue defined so far: before a change of language shows, and after
 * a lazy area's code has arrived (its catalogue is defined then), so no page flashes English.
 */
export async function loadCatalogues(locale: Locale): Promise<void> {
  await Promise.all([...defined].map((catalogue) => catalogue.load(locale)));
}

/** The translate function of `catalogue` in `locale` (English until that locale has loaded). */
export function translator<K extends string>(
  catalogue: Catalogue<K>,
  locale: Locale,
): Translate<K> {
  const messages = catalogue.get(locale) ?? catalogue.en;
  return (key, values) => (messages[key] ?? catalogue.en[key])(values);
}
