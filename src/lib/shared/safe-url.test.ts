import { describe, expect, it, vi } from 'vitest';
import { UNSAFE_URL, acceptUrl, isSafeUrl, urlScheme } from './safe-url';

describe('safe URLs (http(s), relative, mailto, tel)', () => {
  // Web, mail and phone URLs and relative references pass; every other scheme fails, however
  // it is disguised (case, leading blanks, control characters a browser strips).
  it.each([
    ['https://example.com', true],
    ['HTTP://example.com/x', true],
    ['//cdn.example.com/a.js', true],
    ['/billing', true],
    ['docs/terms', true],
    ['#top', true],
    ['?page=2', true],
    ['mailto:a@b.c', true],
    ['tel:+18015550142', true],
    ['', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['\u0001javascript:alert(1)', false],
    ['jav\nascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox', false],
    ['blob:https://example.com/x', false],
    ['file:///etc/passwd', false],
    ['sms:123', false],
    ['ftp://example.com', false],
  ])('isSafeUrl(%j) is %s', (url, safe) => {
    expect(isSafeUrl(url)).toBe(safe);
  });

  it('reads the scheme the way a browser does', () => {
    expect(urlScheme(' \tJava\nScript:x')).toBe('javascript:');
    expect(urlScheme('/path:with-colon')).toBe(null);
    expect(urlScheme('a/b:c')).toBe(null);
  });

  it('acceptUrl keeps safe values, drops unsafe ones with a warning naming the source', () => {
    const warn = vi.fn();
    expect(acceptUrl('https://x.example', 'data-buy-url', warn)).toBe('https://x.example');
    expect(acceptUrl(undefined, 'data-buy-url', warn)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(acceptUrl('javascript:alert(1)', 'data-buy-url', warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(UNSAFE_URL, 'data-buy-url', 'javascript:alert(1)');
  });
});
