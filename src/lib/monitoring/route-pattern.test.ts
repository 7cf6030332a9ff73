import { describe, expect, it } from 'vitest';
import { patternFromPath, routePattern } from './route-pattern';

const match = (path?: string) => ({ route: { path } });

describe('routePattern', () => {
  it('joins the matched routes into the pattern, never the URL with ids', () => {
    expect(routePattern([match('/'), match('orders'), match(':orderId')], '/orders/123')).toBe(
      '/orders/:orderId',
    );
  });

  it('reads absolute child paths and skips pathless layout routes', () => {
    expect(
      routePattern(
        [match('/'), match(undefined), match('/billing'), match('/billing/payment')],
        '/x',
      ),
    ).toBe('/billing/payment');
  });

  it('is / for the index route and falls back to the path without a match', () => {
    expect(routePattern([match('/')], '/')).toBe('/');
    expect(routePattern([], '/appointments/42?x=1')).toBe('/appointments/:id');
  });
});

describe('patternFromPath', () => {
  it('turns id-like segments into :id and keeps words', () => {
    expect(patternFromPath('/orders/10023/items')).toBe('/orders/:id/items');
    expect(patternFromPath('/docs/3f2a9c1e-1111-2222-3333-444455556666')).toBe('/docs/:id');
    expect(patternFromPath('/invoices/INV20240001')).toBe('/invoices/:id');
    expect(patternFromPath('/demo/shop.html')).toBe('/demo/shop.html');
  });
});
