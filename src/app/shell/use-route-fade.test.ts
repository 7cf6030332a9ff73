import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRouteFades } from './use-route-fade';

describe('useRouteFades (spec 2.1: route transitions fade)', () => {
  it('shows the page a visit starts on at once, and fades in every page reached after it', () => {
    const { result, rerender } = renderHook(({ path }) => useRouteFades(path), {
      initialProps: { path: '/dashboard' },
    });
    expect(result.current).toBe(false);
    rerender({ path: '/dashboard' }); // the same page again (a new search, a re-render)
    expect(result.current).toBe(false);
    rerender({ path: '/billing' });
    expect(result.current).toBe(true);
    // Back on the first page: that is a transition too.
    rerender({ path: '/dashboard' });
    expect(result.current).toBe(true);
  });
});
