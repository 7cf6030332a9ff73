// Wraps the React header as <shs-header> with @r2wc/react-to-web-component (open shadow root,
// constructable stylesheets) and registers it once. The standalone bundle (index.ts) and the
// account-centre SPA both call defineShsHeader. The header reads its own attributes
// (hooks/use-host-attributes.ts): r2wc maps none to props, so none re-renders it.
import { startTransition } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { ShsHeader } from './components/header';
import { sheetFor } from './components/shadow-sheet';
import { elementLocale } from './locale';
import { headerText } from './text';
import tokens from '../src/components/tokens.css?inline';
import css from './header.css?inline';
import hostCss from './host.css?inline';

let shadowSheet: CSSStyleSheet | undefined;
/** The first render scheduled for a header that just connected (a token per connection). */
const scheduled = new WeakMap<HTMLElement, object>();

/**
 * Until the header's words in its language are here: a promise, or nothing when they already are
 * (English always is). They start loading when the element connects, alongside its first-render
 * task. If they fail, the header renders in English and tries once more, saying so in the console
 * (locale.ts).
 */
function wordsFor(element: HTMLElement): Promise<unknown> | undefined {
  const locale = elementLocale(element.getAttribute('lang'));
  return headerText.get(locale) ? undefined : headerText.load(locale).catch(() => undefined);
}

/** r2wc's element class, with the lifecycle callbacks it implements. */
type R2wcElement = new () => HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
};

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
  const Base = r2wc(ShsHeader, { shadow: 'open' }) as unknown as R2wcElement;
  class ShsHeaderElement extends Base {
    constructor() {
      super();
      // The shared tokens first (src/components/tokens.css), then the header's own rules.
      shadowSheet ??= sheetFor(`${tokens}\n${css}`);
      // Adopted before the first render: the shadow tree never paints unstyled.
      this.shadowRoot!.adoptedStyleSheets = [shadowSheet];
    }
    override connectedCallback() {
      if (scheduled.has(this)) return;
      const token = {};
      scheduled.set(this, token);
      // A header in another language than English renders once its words are here, so its first
      // render is already in its language (the reserved height keeps the page still meanwhile).
      const words = wordsFor(this);
      const render = () => {
        if (scheduled.get(this) !== token) return; // disconnected (and maybe connected again)
        scheduled.delete(this);
        // A transition: React renders the header in short tasks, leaving room for input (issue 29:
        // as one task it was some 15 ms, 60 at 4x CPU, after the account centre's first paint).
        if (this.isConnected) startTransition(() => super.connectedCallback());
      };
      // The one render happens in a task of its own, not in the parser's task that evaluates the
      // module and finishes the document (style, layout, DOMContentLoaded): two shorter tasks
      // block the host page less than one long one. The reserved height keeps the page still.
      setTimeout(() => (words ? void words.then(render) : render()));
    }
    override disconnectedCallback() {
      scheduled.delete(this);
      super.disconnectedCallback();
    }
  }
  reserveHostHeight(tagName);
  customElements.define(tagName, ShsHeaderElement);
  return ShsHeaderElement;
}
