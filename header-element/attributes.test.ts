import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ATTRIBUTES } from './attribute-docs';
import { ATTRIBUTE_NAMES, readAttributes } from './attributes';

const read = (attrs: Record<string, string>) => (name: string) => attrs[name] ?? null;

describe('attribute map', () => {
  it('documents every attribute the element reads, in the same order', () => {
    expect(Object.keys(ATTRIBUTES)).toEqual([...ATTRIBUTE_NAMES]);
  });

  it("is documented row for row in the README's <shs-header> section", () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8');
    // Only the header's section: the heroes section has a data-* table of its own.
    const doc = readme.split(/^## /m).find((section) => section.startsWith('`<shs-header>`'))!;
    const documented = [...doc.matchAll(/^\| `(lang|data-[a-z-]+)` +\|/gm)].map((m) => m[1]);
    expect(documented).toEqual([...ATTRIBUTE_NAMES]);
    for (const [name, spec] of Object.entries(ATTRIBUTES)) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${name}\` `))!;
      expect(row).toContain(` ${spec.type} `);
      expect(row).toContain(spec.example.replace(/\|/g, '\\|'));
    }
  });

  it('reads typed values with the documented defaults', () => {
    expect(readAttributes(read({}))).toMatchObject({
      authMode: 'oidc',
      loggedIn: false,
      services: [],
      wishlistRoute: '/wishlist',
      cartRoute: '/cart',
      clientId: 'shs-header',
      scope: 'openid',
      searchOnClick: false,
      subNav: [],
    });
    const attrs = readAttributes(
      read({
        'data-auth-mode': 'host',
        'data-logged-in': 'true',
        'data-cart-count': '3',
        'data-services': '[{"serviceName":"S-1"}]',
        'data-search-on-click': 'true',
      }),
    );
    expect(attrs).toMatchObject({
      authMode: 'host',
      loggedIn: true,
      cartCount: 3,
      searchOnClick: true,
    });
    expect(attrs.services).toEqual([{ serviceName: 'S-1' }]);
  });

  it('ignores unreadable values: bad JSON, negative counts, invalid overrides', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const attrs = readAttributes(
      read({
        'data-services': '{not json',
        'data-cart-count': '-2',
        'data-cart-route': '/cart?x=1',
        'data-sub-nav': '[{"nope":1}]',
      }),
    );
    expect(attrs.services).toEqual([]);
    expect(attrs.cartCount).toBeUndefined();
    expect(attrs.cartRoute).toBe('/cart');
    expect(attrs.subNav).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Invalid Route', '/cart?x=1');
  });
});
