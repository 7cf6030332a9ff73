// The parts the first view never shows (the catalogue panels, the mobile drawer, the search
// results) bring their styles with the on-demand chunk that renders them, so those rules are not
// in the first load. A part adds its sheet to the header's shadow root while it renders, that is
// before its first paint: it never shows unstyled. (define.ts adopts the first view's sheet.)
import { useHeader } from './context';

/** A constructable stylesheet holding `cssText`. */
export function sheetFor(cssText: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
}

/** One constructable stylesheet per text, shared by every header on the page. */
const sheets = new Map<string, CSSStyleSheet>();

/** Adopts `cssText` into this header's shadow root, after the sheets it already has (once). */
export function useShadowSheet(cssText: string): void {
  const root = useHeader().host.shadowRoot;
  if (root) adoptShadowSheet(root, cssText);
}

/** Adopts `cssText` into `root`, after the sheets it already has (once). */
export function adoptShadowSheet(root: ShadowRoot, cssText: string): void {
  let sheet = sheets.get(cssText);
  if (!sheet) sheets.set(cssText, (sheet = sheetFor(cssText)));
  if (!root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
