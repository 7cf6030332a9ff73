import { describe, expect, it, vi } from 'vitest';
import { withoutBeforeUnload } from './without-before-unload';

describe('withoutBeforeUnload', () => {
  it('drops the beforeunload listeners added during set-up and keeps the others', () => {
    const target = new EventTarget();
    const onBeforeUnload = vi.fn();
    const onPageHide = vi.fn();
    const result = withoutBeforeUnload(target, () => {
      target.addEventListener('beforeunload', onBeforeUnload);
      target.addEventListener('pagehide', onPageHide);
      return 'set up';
    });
    target.dispatchEvent(new Event('beforeunload'));
    target.dispatchEvent(new Event('pagehide'));
    expect(result).toBe('set up');
    expect(onBeforeUnload).not.toHaveBeenCalled();
    expect(onPageHide).toHaveBeenCalledTimes(1);
  });

  it('lets later beforeunload listeners through, also when set-up throws', () => {
    const target = new EventTarget();
    expect(() =>
      withoutBeforeUnload(target, () => {
        throw new Error('init failed');
      }),
    ).toThrow('init failed');
    const later = vi.fn();
    target.addEventListener('beforeunload', later);
    target.dispatchEvent(new Event('beforeunload'));
    expect(later).toHaveBeenCalledTimes(1);
  });
});
