// ICU's number formatting starts up on the first number format of a page's life: some 20 ms, 75
// at 4x CPU. On a cold visit the main thread is idle while the app's code downloads and compiles
// (some 200 ms at 4x on the dashboard), so the head script (way-in.ts) has it started then, in a
// task of its own. Left to start-up, it ran between the entry and the first API call and put off
// user info, and with it the first view, by as long (issue 29). The app's own formatters
// (lib/shared/intl-formats.ts) are then built on a started ICU.
import { FIRST_NUMBER_FORMAT } from '../../lib/shared/intl-formats';
import { DEFAULT_LOCALE, INTL_LOCALES, localeOf } from '../../lib/shared/i18n/locales';

/** The warm-up for a page in language `lang` (its <html lang>): builds and uses the first format. */
export function intlWarmUp(lang: string): () => Intl.NumberFormat {
  const locale = INTL_LOCALES[localeOf(lang) ?? DEFAULT_LOCALE];
  return () => {
    const format = new Intl.NumberFormat(locale, FIRST_NUMBER_FORMAT);
    format.format(0);
    return format;
  };
}
