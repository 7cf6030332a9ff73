// <shs-header>'s own words follow its `lang` attribute, else the page's <html lang>, else English
// (README "Language"), and change when either changes. English and Spanish exist; any other
// language shows English, and the bar says which with its own lang for screen readers. The
// host's words (catalogue names, menu items) stay as the host gave them.
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  $,
  $$,
  byText,
  cleanup,
  mountHeader,
  settle,
  stubCommerce,
  waitFor,
} from './header-helpers';

const RENDERS = Symbol.for('shs-header.renders');
const renders = (el: HTMLElement) => (el as unknown as Record<symbol, number>)[RENDERS] ?? 0;
const profileButton = (el: HTMLElement) =>
  $(el, '[part~="icon-button"][aria-controls="shs-profile-menu"]');
const cartLabel = (el: HTMLElement) => $(el, 'a.cart').getAttribute('aria-label');

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
    expect(profileButton(el).ariaLabel).to.equal('Profile menu');
  });

  it('shows English, marked lang="en", on a page in a language it has no words for', async () => {
    document.documentElement.lang = 'fr';
    const el = await mountHeader({ 'data-cart-count': '2' });
    expect($(el, '.bar').getAttribute('lang')).to.equal('en');
    expect(byText(el, 'Log In').tagName).to.equal('BUTTON');
    expect($(el, '.search-input').getAttribute('placeholder')).to.equal('Search products');
    expect(cartLabel(el)).to.equal('There are 2 items in your cart');
  });

  it('renders once, already in Spanish, with lang="es" (its words load before the first render)', async () => {
    document.documentElement.lang = 'en';
    const el = document.createElement('shs-header');
    el.setAttribute('lang', 'es');
    el.setAttribute('data-cart-count', '1');
    document.body.append(el);
    await waitFor(() => el.shadowRoot!.querySelector('.bar'), 3000, 'the first render');
    expect($(el, '.bar').getAttribute('lang')).to.equal('es');
    expect($(el, 'a.brand').getAttribute('aria-label')).to.equal('Inicio de Smart Home Security');
    expect(cartLabel(el)).to.equal('Hay 1 artículo en su carrito');
    await settle(300);
    expect(renders(el)).to.equal(1);
  });

  it('words the bar, the profile menu and the cart in Spanish with lang="es"', async () => {
    const el = await mountHeader({
      lang: 'es',
      'data-cart-count': '3',
      'data-search-on-click': 'true',
    });
    expect($(el, '.bar').getAttribute('lang')).to.equal('es');
    expect($(el, '.top-nav').getAttribute('aria-label')).to.equal('Principal');
    expect(
      ['Explorar', 'Tienda', 'Servicios inteligentes', 'Ayuda'].map((t) => byText(el, t).tagName),
    ).to.deep.equal(['A', 'A', 'A', 'A']);
    expect($(el, '.search-input').getAttribute('placeholder')).to.equal('Buscar productos');
    expect($(el, '.search-input').getAttribute('aria-label')).to.equal('Buscar');
    expect($(el, '.search-submit').getAttribute('aria-label')).to.equal('Realizar búsqueda');
    expect($(el, 'a[aria-label="Lista de deseos"]').getAttribute('href')).to.match(/\/wishlist$/);
    expect(profileButton(el).ariaLabel).to.equal('Menú del perfil');
    expect(byText(el, 'Iniciar sesión').tagName).to.equal('BUTTON');
    expect(byText(el, 'Panel').tagName).to.equal('A');
    expect(byText(el, 'Configuración').tagName).to.equal('A');
    expect(cartLabel(el)).to.equal('Hay 3 artículos en su carrito');
    expect($(el, 'a.cart').title).to.equal('Hay 3 artículos en su carrito');
    el.setAttribute('data-cart-count', '1');
    await waitFor(() => cartLabel(el) === 'Hay 1 artículo en su carrito', 2000, 'one item');
  });

  it('words the cart as one plural in English too', async () => {
    const el = await mountHeader({ lang: 'en', 'data-cart-count': '1' });
    expect(cartLabel(el)).to.equal('There is 1 item in your cart');
    el.setAttribute('data-cart-count', '7');
    await waitFor(() => cartLabel(el) === 'There are 7 items in your cart', 2000, 'seven items');
  });

  it("words the dropdowns in Spanish and keeps the host's catalogue names", async () => {
    stubCommerce();
    const el = await mountHeader({
      lang: 'es',
      'data-commerce-url': '/api/commerce',
      'data-services': JSON.stringify([{ serviceName: 'S-100', nickName: 'Home' }]),
    });
    const shop = await waitFor(() => byText(el, 'Tienda', 'button'));
    shop.click();
    const panel = await waitFor(() => el.shadowRoot!.getElementById('shs-panel-shop'));
    expect(panel.getAttribute('aria-label')).to.equal('Tienda');
    expect($$(el, '#shs-panel-shop a').map((a) => a.textContent)).to.deep.equal([
      'Cameras',
      'Doorbell cameras',
      'Smart locks',
      'Ver toda la tienda',
    ]);
    byText(el, 'Servicios inteligentes', 'button').click();
    const offers = await waitFor(() => el.shadowRoot!.getElementById('shs-panel-offers'));
    expect(offers.getAttribute('aria-label')).to.equal('Servicios inteligentes');
    expect($$(el, '#shs-panel-offers a').map((a) => a.textContent)).to.deep.equal([
      'Energy saver plan',
      'Car protection',
      'Todos los servicios inteligentes',
    ]);
  });

  it('words the mobile menu in Spanish, the host page links as the host wrote them', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await mountHeader({
      lang: 'es',
      'data-menu-items': JSON.stringify([{ display: 'Billing', href: '/billing' }]),
    });
    const toggle = $(el, 'button[aria-controls="shs-mobile-menu"]');
    expect(toggle.ariaLabel).to.equal('Menú');
    toggle.click();
    await waitFor(() => $$(el, '#shs-mobile-menu nav').length === 2, 3000, 'the mobile menu');
    expect($$(el, '#shs-mobile-menu nav').map((nav) => nav.ariaLabel)).to.deep.equal([
      'Este sitio',
      'Principal',
    ]);
    expect(byText(el, 'Billing').tagName).to.equal('A');
    expect(byText(el, 'Explorar').tagName).to.equal('A');
  });

  it("says there are no results in Spanish, with the visitor's query", async () => {
    stubCommerce();
    const el = await mountHeader({ lang: 'es', 'data-commerce-url': '/api/commerce' });
    ($(el, 'input[type="search"]') as HTMLInputElement).focus();
    await sendKeys({ type: 'cebra' });
    const message = await waitFor(() => $(el, '.search-empty'));
    expect(message.textContent).to.equal("No hay resultados para 'cebra'");
  });

  it("takes the page's <html lang> when it has no lang of its own", async () => {
    document.documentElement.lang = 'es-US';
    const el = await mountHeader({ 'data-cart-count': '2' });
    expect($(el, '.bar').getAttribute('lang')).to.equal('es');
    expect(byText(el, 'Iniciar sesión').tagName).to.equal('BUTTON');
    expect(cartLabel(el)).to.equal('Hay 2 artículos en su carrito');
  });

  it("keeps its own lang over the page's, in either direction", async () => {
    document.documentElement.lang = 'es';
    const english = await mountHeader({ lang: 'en-US' });
    expect(byText(english, 'Log In').tagName).to.equal('BUTTON');
    document.documentElement.lang = 'en';
    const spanish = await mountHeader({ lang: 'es-MX' });
    expect(byText(spanish, 'Iniciar sesión').tagName).to.equal('BUTTON');
  });

  it('changes language when the page changes its <html lang>, without a reload', async () => {
    document.documentElement.lang = 'en';
    const el = await mountHeader({ 'data-cart-count': '1' });
    expect(byText(el, 'Explore').tagName).to.equal('A');
    document.documentElement.lang = 'es';
    await waitFor(() => byText(el, 'Explorar'), 2000, 'the Spanish words');
    expect($(el, '.bar').getAttribute('lang')).to.equal('es');
    expect(cartLabel(el)).to.equal('Hay 1 artículo en su carrito');
    expect(byText(el, 'Iniciar sesión').tagName).to.equal('BUTTON');
    document.documentElement.lang = 'en';
    await waitFor(() => byText(el, 'Explore'), 2000, 'the English words');
    expect($(el, '.bar').getAttribute('lang')).to.equal('en');
    expect(cartLabel(el)).to.equal('There is 1 item in your cart');
  });

  it('changes language when its own lang changes or goes', async () => {
    document.documentElement.lang = 'es';
    const el = await mountHeader({ lang: 'en' });
    expect(profileButton(el).ariaLabel).to.equal('Profile menu');
    el.setAttribute('lang', 'es');
    await waitFor(() => profileButton(el).ariaLabel === 'Menú del perfil', 2000, 'Spanish');
    el.setAttribute('lang', 'de');
    await waitFor(() => profileButton(el).ariaLabel === 'Profile menu', 2000, 'English again');
    expect($(el, '.bar').getAttribute('lang')).to.equal('en');
    // Without a lang of its own, the page's (Spanish) applies.
    el.removeAttribute('lang');
    await waitFor(() => profileButton(el).ariaLabel === 'Menú del perfil', 2000, "the page's");
  });

  it('re-renders when its lang attribute or the page lang changes', async () => {
    document.documentElement.lang = 'en';
    const el = await mountHeader({ lang: 'de' });
    const first = renders(el);
    el.setAttribute('lang', 'en-US');
    await waitFor(() => renders(el) > first, 2000, 'a render after the lang attribute changed');
    const second = renders(el);
    document.documentElement.lang = 'es';
    await waitFor(() => renders(el) > second, 2000, 'a render after <html lang> changed');
    expect($(el, '.bar').getAttribute('lang')).to.equal('en');
    expect(byText(el, 'Explore').tagName).to.equal('A');
  });
});
