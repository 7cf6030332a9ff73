// <shs-header>'s own words follow its `lang` attribute, else the page's <html lang>, else English
// (README "Language"). Only English words exist, so any other language shows English, and the bar
// says so with lang="en" for screen readers on a page in another language.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { $, byText, cleanup, mountHeader, waitFor } from './header-helpers';

describe('<shs-header> language', () => {
  const pageLang = document.documentElement.lang;
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => {
    document.documentElement.lang = pageLang;
    cleanup();
  });

  it('marks its bar with the language of its words on a page in English', async () => {
    document.documentElement.lang = 'en-GB';
    const el = await mountHeader();
    expect($(el, '.bar').getAttribute('lang')).to.equal('en');
    expect($(el, '[part~="icon-button"][aria-controls="shs-profile-menu"]').ariaLabel).to.equal(
      'Profile menu',
    );
  });

  it('shows English, marked lang="en", on a page in a language it has no words for', async () => {
    document.documentElement.lang = 'fr';
    const el = await mountHeader({ 'data-cart-count': '2' });
    expect($(el, '.bar').getAttribute('lang')).to.equal('en');
    expect(byText(el, 'Log In').tagName).to.equal('BUTTON');
    expect($(el, '.search-input').getAttribute('placeholder')).to.equal('Search products');
    expect($(el, '.cart').getAttribute('aria-label')).to.equal('There are 2 items in your cart');
  });

  it('re-reads its words when its lang attribute or the page lang changes', async () => {
    document.documentElement.lang = 'en';
    const el = await mountHeader({ lang: 'de' });
    const renders = () =>
      (el as unknown as Record<symbol, number>)[Symbol.for('shs-header.renders')]!;
    const first = renders();
    el.setAttribute('lang', 'en-US');
    await waitFor(() => renders() > first, 2000, 'a render after the lang attribute changed');
    const second = renders();
    document.documentElement.lang = 'es';
    await waitFor(() => renders() > second, 2000, 'a render after <html lang> changed');
    expect($(el, '.bar').getAttribute('lang')).to.equal('en');
    expect(byText(el, 'Explore').tagName).to.equal('A');
  });
});
