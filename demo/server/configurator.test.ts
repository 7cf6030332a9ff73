// @vitest-environment node
// /demo/configurator: one labelled control per attribute of the one attribute map and per theme
// property of the header, under the strict CSP, with the snippets' loader lines for this server.
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES } from '../../header-element/attribute-docs.js';
import { THEME_PROPERTIES } from '../../header-element/theme-docs.js';
import { withTestServer } from './test-support/test-server.js';

const running = withTestServer();

describe('the header configurator page', () => {
  it('has a labelled control for every attribute and header theme property, and no inline script', async () => {
    const response = await fetch(`${running.server.origin}/demo/configurator`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/demo/configurator.js"></script>');
    expect(html).not.toMatch(/<script>|<style|style="/);
    for (const name of Object.keys(ATTRIBUTES)) {
      expect(html).toContain(`<label for="attr-${name}"><code>${name}</code></label>`);
      expect(html).toMatch(new RegExp(`id="attr-${name}" name="${name}" data-kind="attribute"`));
    }
    for (const { name, elements } of THEME_PROPERTIES) {
      const label = `<label for="theme-${name.slice(2)}"><code>${name}</code></label>`;
      if (elements.includes('shs-header')) expect(html).toContain(label);
      else expect(html).not.toContain(label);
    }
    // The config the snippet points at is this server's, absolute.
    expect(html).toContain(`value="${running.server.origin}/config.json"`);
    const loaders = JSON.parse(
      /<script type="application\/json" id="configurator-loaders">(.*?)<\/script>/s.exec(html)![1]!,
    ) as { stable: string };
    expect(loaders.stable).toBe(
      `<link rel="stylesheet" href="${running.server.origin}/header/shs-header.css" />\n<script type="module" src="${running.server.origin}/header/shs-header.js"></script>`,
    );
  });
});
