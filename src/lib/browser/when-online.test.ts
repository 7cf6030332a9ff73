import { describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './when-online';

function browser(onLine: boolean) {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine };
  return target as unknown as Parameters<typeof loadWhenOnline>[1] & {
    navigator: { onLine: boolean };
    dispatchEvent: (event: Event) => boolean;
  };
}

describe('loadWhenOnline', () => {
  it('fails at once when the browser is online (a real failure)', async () => {
    const load = vi.fn().mockRejectedValue(new Error('404'));
    await expect(loadWhenOnline(load, browser(true))).rejects.toThrow('404');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while offline and tries again once the browser is back online', async () => {
    const target = browser(false);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValue('chunk');
    const result = loadWhenOnline(load, target);
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    target.navigator.onLine = true;
    target.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
