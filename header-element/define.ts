// Wraps the React header as <shs-header> (open shadow root, constructable stylesheets) and registers
// it once. The standalone bundle (index.ts) and the account-centre SPA both call defineShsHeader.
import r2wc from '@r2wc/react-to-web-component';
import { ShsHeader } from './components/header';
import tokens from '../src/components/tokens.css?inline';
import css from './header.css?inline';
import hostCss from './host.css?inline';

let shadowSheet: CSSStyleSheet | undefined;

function sheetFor(cssText: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
}

/** Adds the host-sizing rules to the document, for pages that did not paste shs-header.css. */
function reserveHostHeight(tagName: string): void {
  const rules = hostCss.replaceAll('shs-header', tagName);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheetFor(rules)];
}

/**
 * Registers the header element under `tagName` unless that name is already defined (a second
 * script tag, or the SPA and a page script both calling it, does no harm). Returns the class.
 */
export function defineShsHeader(tagName = 'shs-header'): CustomElementConstructor {
  const existing = customElements.get(tagName);
  if (existing) return existing;
  const Base = r2wc(ShsHeader, { shadow: 'open' }) as typeof HTMLElement;
  class ShsHeaderElement extends Base {
    constructor() {
      super();
      // The shared tokens first (src/components/tokens.css), then the header's own rules.
      shadowSheet ??= sheetFor(`${tokens}\n${css}`);
      // Adopted before the first render: the shadow tree never paints unstyled.
      this.shadowRoot!.adoptedStyleSheets = [shadowSheet];
    }
  }
  reserveHostHeight(tagName);
  customElements.define(tagName, ShsHeaderElement);
  return ShsHeaderElement;
}
