// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { p75, rate, readSamples } from './vitals-store.js';

describe('p75', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
    expect(p75(Array.from({ length: 100 }, (_, i) => 100 - i))).toBe(75);
  });
});

describe('rate', () => {
  it('uses the web.dev thresholds (good up to and including the bound)', () => {
    expect(rate('LCP', 2500)).toBe('good');
    expect(rate('LCP', 2501)).toBe('needs-improvement');
    expect(rate('LCP', 4001)).toBe('poor');
    expect(rate('CLS', 0.1)).toBe('good');
    expect(rate('INP', 600)).toBe('poor');
  });
});

describe('readSamples', () => {
  it('accepts known metrics with a route pattern', () => {
    expect(
      readSamples({ samples: [{ name: 'INP', value: 40, route: '/billing', release: 'r' }] }),
    ).toEqual([{ name: 'INP', value: 40, route: '/billing', release: 'r' }]);
  });

  it.each([
    [{}],
    [{ samples: [] }],
    [{ samples: [{ name: 'XYZ', value: 1, route: '/' }] }],
    [{ samples: [{ name: 'LCP', value: -1, route: '/' }] }],
    [{ samples: [{ name: 'LCP', value: 1, route: 'https://x/y' }] }],
    [{ samples: Array.from({ length: 51 }, () => ({ name: 'LCP', value: 1, route: '/' })) }],
  ])('refuses %j', (body) => {
    expect(typeof readSamples(body)).toBe('string');
  });
});
