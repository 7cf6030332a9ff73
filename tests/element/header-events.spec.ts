// <shs-header> events: in-app navigation on the buy host, Link Click, service change, login/logout, search.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import {
  $,
  $$,
  byText,
  cleanup,
  collect,
  mountHeader,
  settle,
  stubCommerce,
  waitFor,
} from './header-helpers';

/** Stops real navigations in the test page, remembering whether the header let the click through. */
function guardNavigation() {
  const followed: string[] = [];
  const onClick = (event: MouseEvent) => {
    const anchor = event
      .composedPath()
      .find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement);
    if (anchor && !event.defaultPrevented) followed.push(anchor.href);
    event.preventDefault();
  };
  window.addEventListener('click', onClick);
  return { followed, stop: () => window.removeEventListener('click', onClick) };
}

describe('<shs-header> events', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(cleanup);

  it('on the buy host announces cart and wishlist as cancelable in-app routes', async () => {
    const guard = guardNavigation();
    const navigations = collect<{ route: string; params: object; href: string }>('shs-navigate');
    const taken = (e: Event) => e.preventDefault();
    document.addEventListener('shs-navigate', taken);
    try {
      const el = await mountHeader({ 'data-buy-url': location.origin + '/' });
      $(el, 'a.cart').click();
      $(el, 'a[aria-label="Wishlist"]').click();
      expect(navigations.map((e) => e.detail.route)).to.deep.equal(['cart', 'wishlist']);
      expect(navigations[0]!.detail.href).to.equal(`${location.origin}/cart`);
      expect(
        navigations[0]!.cancelable && navigations[0]!.bubbles && navigations[0]!.composed,
      ).to.equal(true);
      expect(guard.followed).to.deep.equal([]);
    } finally {
      document.removeEventListener('shs-navigate', taken);
      guard.stop();
    }
  });

  it('follows the link as a plain link when nobody takes the route, and off the buy host', async () => {
    const guard = guardNavigation();
    const navigations = collect('shs-navigate');
    try {
      const onBuy = await mountHeader({ 'data-buy-url': location.origin + '/' });
      $(onBuy, 'a.cart').click();
      expect(navigations).to.have.length(1);
      expect(guard.followed).to.deep.equal([`${location.origin}/cart`]);
      const offBuy = await mountHeader({ 'data-buy-url': 'https://buy.example.com' });
      $(offBuy, 'a.cart').click();
      expect(navigations).to.have.length(1);
      expect(guard.followed[1]).to.equal('https://buy.example.com/cart');
    } finally {
      guard.stop();
    }
  });

  it('marks the current sub nav item and follows in-app navigations the host takes', async () => {
    const start = location.href;
    const take = (e: Event) => {
      e.preventDefault();
      history.pushState(null, '', (e as CustomEvent<{ href: string }>).detail.href);
    };
    document.addEventListener('shs-navigate', take);
    try {
      const el = await mountHeader({
        'data-sub-nav': JSON.stringify([
          { display: 'Here', href: location.pathname },
          { display: 'Billing', route: 'billing', href: '/billing' },
        ]),
      });
      const current = () => $$(el, '.sub-link[aria-current="page"]').map((a) => a.textContent);
      expect(current()).to.deep.equal(['Here']);
      byText(el, 'Billing').click();
      expect(location.pathname).to.equal('/billing');
      await waitFor(() => current()[0] === 'Billing');
    } finally {
      document.removeEventListener('shs-navigate', take);
      history.replaceState(null, '', start);
    }
  });

  it('reports a failed link navigation as Link Click', async () => {
    const guard = guardNavigation();
    const errors = collect<{ message: string }>('shs-error');
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => logged.push(args[0]);
    try {
      const el = await mountHeader({ 'data-buy-url': 'http://exa mple.com:99999' });
      $(el, 'a.cart').click();
      expect(errors.map((e) => e.detail.message)).to.deep.equal(['Link Click']);
      expect(logged).to.include('Link Click');
      expect(guard.followed).to.deep.equal([]);
    } finally {
      console.error = error;
      guard.stop();
    }
  });

  it('emits shs-service-change with the S- prefix and switches the commerce session', async () => {
    stubCommerce();
    const changes = collect<{ serviceName: string }>('shs-service-change');
    const el = await mountHeader({
      'data-commerce-url': '/api/commerce',
      'data-services': JSON.stringify([
        { serviceName: 'S-100', nickName: 'Home' },
        { serviceName: '200', streetAddress1: '9 Lake Rd' },
      ]),
    });
    $(el, 'button[aria-controls="shs-profile-menu"]').click();
    await settle();
    const options = [...el.shadowRoot!.querySelectorAll('.service-option')];
    expect(options.map((o) => o.querySelector('span')!.textContent)).to.deep.equal([
      'Home',
      '9 Lake Rd',
    ]);
    expect(options[0]!.getAttribute('aria-pressed')).to.equal('true');
    (options[1] as HTMLElement).click();
    expect(changes.map((e) => e.detail.serviceName)).to.deep.equal(['S-200']);
    await waitFor(() => localStorage.getItem('shs-commerce-session:200'));
    expect(byText(el, 'Dashboard').getAttribute('href')).to.match(/\/overview\/S-200$/);
    // The service menu closes 200 ms after a selection.
    expect($(el, '#shs-profile-menu').hidden).to.equal(false);
    await waitFor(() => $(el, '#shs-profile-menu').hidden, 1000, 'menu to close');
  });

  it('in host mode shows Log In / Log Out by data-logged-in and emits shs-login / shs-logout', async () => {
    const logins = collect('shs-login');
    const logouts = collect('shs-logout');
    const el = await mountHeader({ 'data-auth-mode': 'host' });
    byText(el, 'Log In').click();
    expect(logins).to.have.length(1);
    expect(logins[0]!.cancelable).to.equal(true);
    el.setAttribute('data-logged-in', 'true');
    await waitFor(() => byText(el, 'Log Out'));
    byText(el, 'Log Out').click();
    expect(logouts).to.have.length(1);
  });

  it('emits shs-search with the trimmed query and passes it to the search function', async () => {
    const searches = collect<{ query: string }>('shs-search');
    const el = await mountHeader();
    const seen: string[] = [];
    (el as HTMLElement & { search: (q: string) => Promise<unknown[]> }).search = async (q) => {
      seen.push(q);
      return [];
    };
    const input = $(el, 'input[type="search"]') as HTMLInputElement;
    input.focus();
    input.value = '  door  ';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => searches.length === 1);
    expect(searches[0]!.detail.query).to.equal('door');
    expect(seen).to.deep.equal(['door']);
  });
});
