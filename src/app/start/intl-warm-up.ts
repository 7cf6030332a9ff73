// The first Intl formatter a page builds starts the browser's ICU data: 50 to 90 ms of main
// thread in Chromium on this machine, whichever formatter comes first (a bare page, 3 runs;
// later ones take 0 to 12 ms). The account pages cannot avoid it, they show amounts and dates.
// Paid inside the app it was one long task after the first paint, while the page looked ready:
// the largest single part of the cold dashboard's blocking time (Lighthouse multiplies it by 4,
// some 500 ms of its TBT, issue 29). The head script pays it instead, in a task just after it has started
// the app's downloads, while the page is still blank and the entry is on its way: time the main
// thread otherwise spends waiting. A visit that goes to sign in never pays it.

/** Builds one currency formatter, so the ICU data is ready before the app needs it. */
export function startIntlData(
  locale: string,
  intl: Pick<typeof Intl, 'NumberFormat'> = Intl,
): void {
  try {
    new intl.NumberFormat(locale || 'en', { style: 'currency', currency: 'USD' }).format(0);
  } catch {
    // No Intl, or a locale it refuses: the app builds its formatters itself, as before.
  }
}
