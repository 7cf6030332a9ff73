import { describe, expect, it } from 'vitest';
import { footerLinks } from './footer-links';
import { inAppPath } from './account-centre-header';

describe('footerLinks (spec 2.2)', () => {
  it('are the six links, on the configured home site', () => {
    const links = footerLinks('https://www.example.com/home/', 'https://account.example.com');
    expect(links.map((link) => link.label)).toEqual([
      'Contact Us',
      'Terms of Use',
      'Refund Policy',
      'Privacy Policy',
      'Legal',
      'Site Settings',
    ]);
    expect(links.every((link) => link.href.startsWith('https://www.example.com/home/'))).toBe(true);
  });

  it('are built on the home site URL, its path included (the demo home site is /demo/)', () => {
    const hrefs = footerLinks('http://localhost:8080/demo', 'http://localhost:8080').map(
      (link) => link.href,
    );
    expect(hrefs).toEqual([
      'http://localhost:8080/demo/contact-us',
      'http://localhost:8080/demo/legal/terms-of-use',
      'http://localhost:8080/demo/legal/refund-policy',
      'http://localhost:8080/demo/legal/privacy-policy',
      'http://localhost:8080/demo/legal/',
      'http://localhost:8080/demo/site-settings',
    ]);
  });

  it('fall back to this origin when the home site is missing or not a URL', () => {
    expect(footerLinks('not a url', 'https://a.example.com')[0]?.href).toBe(
      'https://a.example.com/contact-us',
    );
  });

  it('tracks Refund Policy as Cancellation Policy', () => {
    const refund = footerLinks(undefined, 'https://a.example.com').find(
      (l) => l.label === 'Refund Policy',
    );
    expect(refund?.trackAs).toBe('Cancellation Policy');
    expect(refund?.href).toBe('https://a.example.com/legal/refund-policy');
  });
});

describe('inAppPath (shs-navigate)', () => {
  const origin = 'https://account.example.com';
  const known = (path: string) => path !== '/unknown';

  it('takes same-origin links to app pages', () => {
    expect(inAppPath('https://account.example.com/overview/S-1?x=1', origin, known)).toBe(
      '/overview/S-1?x=1',
    );
    expect(inAppPath('/account/S-1', origin, known)).toBe('/account/S-1');
  });

  it('leaves other origins, unknown pages and missing hrefs to the header', () => {
    expect(inAppPath('https://buy.example.com/cart', origin, known)).toBeNull();
    expect(inAppPath('/unknown', origin, known)).toBeNull();
    expect(inAppPath(undefined, origin, known)).toBeNull();
  });
});
