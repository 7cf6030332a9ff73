// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { homeSitePageKey } from './home-site.js';
import { withTestServer } from './test-support/test-server.js';

const running = withTestServer();

describe('homeSitePageKey', () => {
  it('names the text page of a URL with or without .html, and the legal index by its folder', () => {
    expect(homeSitePageKey('/demo/contact-us')).toBe('contact-us');
    expect(homeSitePageKey('/demo/contact-us.html')).toBe('contact-us');
    expect(homeSitePageKey('/demo/legal/')).toBe('legal/index');
    expect(homeSitePageKey('/demo/legal/index.html')).toBe('legal/index');
    expect(homeSitePageKey('/demo/legal/terms-of-use')).toBe('legal/terms-of-use');
    expect(homeSitePageKey('/demo/shop.html')).toBeUndefined();
    expect(homeSitePageKey('/demo/legal/constructor')).toBeUndefined();
    expect(homeSitePageKey('/contact-us')).toBeUndefined();
  });
});

describe('the home site text pages', () => {
  const pages: [string, string, string][] = [
    ['/demo/contact-us', 'Contact Us – Smart Home Security', '1-800-555-0199'],
    [
      '/demo/contact-us.html',
      'Contact Us – Smart Home Security',
      'We answer within one working day.',
    ],
    ['/demo/legal/', 'Legal – Smart Home Security', '<a href="terms-of-use">Terms of use</a>'],
    ['/demo/legal/terms-of-use', 'Terms of Use – Smart Home Security', 'Keep your password'],
    ['/demo/legal/refund-policy', 'Refund Policy – Smart Home Security', 'within 30 days'],
    ['/demo/legal/privacy-policy.html', 'Privacy Policy – Smart Home Security', 'What we collect'],
  ];

  it.each(pages)('%s is the home site page with its own words', async (path, title, words) => {
    const response = await fetch(`${running.server.origin}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<script type="module" src="/header/shs-header.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/demo/home-site.css" />');
    expect(html).toContain('data-redirect-uri="/demo/callback.html"');
    expect(html).toContain(words);
  });

  it('sends /demo/legal to /demo/legal/ so the relative links resolve, and 404s unknown pages', async () => {
    const legal = await fetch(`${running.server.origin}/demo/legal`, { redirect: 'manual' });
    expect(legal.status).toBe(301);
    expect(legal.headers.get('location')).toBe('/demo/legal/');
    expect((await fetch(`${running.server.origin}/demo/legal/cookies`)).status).toBe(404);
  });
});
