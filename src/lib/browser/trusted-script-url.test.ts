import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowScriptOrigin, checkScriptUrl, loadScript } from './trusted-script-url';

describe('shs-script-url policy rules', () => {
  afterEach(() => vi.useRealTimers());

  it('allows this origin and allowed origins over http(s) only', () => {
    const origin = window.location.origin;
    expect(checkScriptUrl('/demo/chat/esw.min.js')).toBe(`${origin}/demo/chat/esw.min.js`);
    expect(() => checkScriptUrl('https://chat.example.com/esw.js')).toThrow(TypeError);
    allowScriptOrigin('https://chat.example.com/assets/esw.js');
    expect(checkScriptUrl('https://chat.example.com/esw.js')).toBe(
      'https://chat.example.com/esw.js',
    );
    expect(() => checkScriptUrl('javascript:alert(1)')).toThrow(TypeError);
    expect(() => checkScriptUrl('data:text/javascript,1')).toThrow(TypeError);
  });

  it('loadScript rejects with the failure message when the script cannot load', async () => {
    // happy-dom refuses to load scripts: the element's error event fires.
    await expect(
      loadScript('/missing.js', {
        timeoutMs: 10_000,
        failedMessage: 'failed',
        timeoutMessage: 't',
      }),
    ).rejects.toThrow('failed');
    expect(document.head.querySelector('script[src$="/missing.js"]')).toBeNull();
  });

  it('loadScript rejects with the timeout message when the script never answers', async () => {
    vi.useFakeTimers();
    // Keep the element out of the document so it neither loads nor fails: only the timer runs.
    vi.spyOn(document.head, 'append').mockImplementation(() => {});
    const pending = loadScript('/never.js', {
      timeoutMs: 10_000,
      failedMessage: 'failed',
      timeoutMessage: 'timed out',
    });
    const rejected = expect(pending).rejects.toThrow('timed out');
    await vi.advanceTimersByTimeAsync(10_000);
    await rejected;
    expect(document.head.querySelector('script[src$="/never.js"]')).toBeNull();
  });

  it('loadScript refuses a URL the policy does not allow, without adding a script', async () => {
    await expect(
      loadScript('https://evil.example.net/x.js', {
        timeoutMs: 10,
        failedMessage: 'f',
        timeoutMessage: 't',
      }),
    ).rejects.toThrow(TypeError);
    expect(document.head.querySelector('script[src*="evil"]')).toBeNull();
  });
});
