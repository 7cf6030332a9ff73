import { afterEach, describe, expect, it } from 'vitest';
import { APP_ENTRY_TEMPLATE_ID, loadApp } from './app-entry';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadApp: the app entry the build keeps in a template', () => {
  it('puts the template’s tags into the page in its place, once', () => {
    document.head.innerHTML =
      `<meta charset="utf-8"><template id="${APP_ENTRY_TEMPLATE_ID}">` +
      '<link rel="modulepreload" href="/assets/a.js"><link rel="icon" href="/a.svg">' +
      '</template><title>Account Centre</title>';
    loadApp(document);
    loadApp(document);
    expect([...document.head.children].map((element) => element.outerHTML)).toEqual([
      '<meta charset="utf-8">',
      '<link rel="modulepreload" href="/assets/a.js">',
      '<link rel="icon" href="/a.svg">',
      '<title>Account Centre</title>',
    ]);
  });

  it('does nothing on a page without the template (the dev server’s)', () => {
    document.head.innerHTML = '<title>Account Centre</title>';
    loadApp(document);
    expect(document.head.innerHTML).toBe('<title>Account Centre</title>');
  });
});
