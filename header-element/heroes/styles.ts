// One constructable stylesheet shared by every hero gallery on the page.
import tokens from '../../src/components/tokens.css?inline';
import css from './hero.css?inline';

let sheet: CSSStyleSheet | undefined;

/** The hero styles (widget-kit tokens first) as a sheet to adopt into a shadow root. */
export function heroStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`${tokens}\n${css}`);
  }
  return sheet;
}
