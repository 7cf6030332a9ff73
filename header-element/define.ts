// Defines <shs-header>: an open shadow root styled with constructable stylesheets, rendering the
// React header (preact/compat in the standalone bundle). The standalone bundle (index.ts) and the
// account-centre SPA both call defineShsHeader. No attribute-to-prop wrapper: the header reads its
// own attributes (hooks/use-host-attributes.ts), so nothing re-renders it with churned props.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ShsHeader } from './components/header';
import tokens from '../src/components/tokens.css?inline';
import css from './header.css?inline';
import hostCss from './host.css?inline';

let shadowSheet: CSSStyleSheet | undefined;
/** Each connected header's root, and the render scheduled for one that just connected. */
const roots = new WeakMap<HTMLElement, Root>();
const scheduled = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

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
  class ShsHeaderElement extends HTMLElement {
    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      // The shared tokens first (src/components/tokens.css), then the header's own rules.
      shadowSheet ??= sheetFor(`${tokens}\n${css}`);
      // Adopted before the first render: the shadow tree never paints unstyled.
      shadow.adoptedStyleSheets = [shadowSheet];
    }
    connectedCallback() {
      if (roots.has(this) || scheduled.has(this)) return;
      // The one render happens in a task of its own, not in the parser's task that evaluates the
      // module and finishes the document (style, layout, DOMContentLoaded): two shorter tasks
      // block the host page less than one long one. The reserved height keeps the page still.
      const timer = setTimeout(() => {
        scheduled.delete(this);
        if (!this.isConnected) return;
        const shadow = this.shadowRoot!;
        const root = createRoot(shadow);
        roots.set(this, root);
        root.render(createElement(ShsHeader, { container: shadow }));
      });
      scheduled.set(this, timer);
    }
    disconnectedCallback() {
      clearTimeout(scheduled.get(this));
      scheduled.delete(this);
      roots.get(this)?.unmount();
      roots.delete(this);
    }
  }
  reserveHostHeight(tagName);
  customElements.define(tagName, ShsHeaderElement);
  return ShsHeaderElement;
}
