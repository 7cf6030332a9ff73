// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_PAGES } from './demo-pages.js';
import { indentHtml } from './page-shell.js';
import { withTestServer } from './test-support/test-server.js';

const running = withTestServer();

const get = (path: string) => fetch(`${running.server.origin}${path}`, { redirect: 'manual' });

describe('the demo pages rendered from one page shell', () => {
  it('answers every page at its old URLs, uncached, under the strict CSP, with the pasted snippet', async () => {
    const urls = Object.keys(DEMO_PAGES).flatMap((name) =>
      name === 'index' ? ['/demo/', '/demo/index.html'] : [`/demo/${name}.html`, `/demo/${name}`],
    );
    for (const url of urls) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
      const html = await response.text();
      expect(html).toContain('<link rel="stylesheet" href="/header/shs-header.css" />');
      expect(html).toContain('<script type="module" src="/header/shs-header.js"></script>');
      expect(html).toContain('data-config-url="/config.json"');
      expect(html).not.toMatch(/<script>|<style|style="/);
    }
  });

  it("writes each page's own header attributes, JSON ones in single quotes", async () => {
    const customer = await (await get('/demo/customer.html')).text();
    expect(customer).toContain('<title>Signed-in customer – shs-header demo</title>');
    expect(customer).toContain('data-post-logout-redirect-uri="/demo/customer.html"');
    expect(customer).toContain(
      `data-services='[{"serviceName":"S-100200300","nickName":"Home","streetAddress1":"12 Elm St"},`,
    );
    const override = await (await get('/demo/invalid-override.html')).text();
    expect(override).toContain('data-cart-route="javascript:alert(1)"');
    expect(override).toContain('data-wishlist-route="/my saved items"');
    const index = await (await get('/demo/')).text();
    expect(index).toContain('data-post-logout-redirect-uri="/demo/"');
    expect(index).toContain('\n&lt;shs-header data-config-url=');
  });

  it("answers the buy site's in-app paths with its page and its router script", async () => {
    const html = await (await get('/demo/buy.html/categories/locks')).text();
    expect(html).toContain('<script type="module" src="/demo/buy-router.js"></script>');
    expect(html).toContain(
      '{"display":"Smart locks","route":"products","params":{"categoryCode":"locks"},"href":"/demo/buy.html/categories/locks"}',
    );
  });

  it('leaves /demo to the redirect to /demo/ and the other pages to their files', async () => {
    const bare = await get('/demo');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/demo/');
    expect(await (await get('/demo/heroes.html')).text()).toContain('<shs-hero-gallery');
    expect((await get('/demo/nothing.html')).status).toBe(404);
  });
});

describe('indentHtml', () => {
  it("indents every line but a <pre>'s content, whose white space is the text", () => {
    const html = '<div>\n  <pre>\nfirst\n  second</pre>\n</div>\n';
    expect(indentHtml(html, 4)).toBe('    <div>\n      <pre>\nfirst\n  second</pre>\n    </div>');
  });
});
