import { describe, expect, it, vi } from 'vitest';
import { UNSAFE_URL, acceptUrl, isSafeUrl, urlScheme } from './safe-url';

describe('safe URLs (http(s), relative, mailto, tel)', () => {
  it('accepts web, mail and phone URLs and relative references', () => {
    for (const url of [
      'https://example.com',
      'HTTP://example.com/x',
      '//cdn.example.com/a.js',
      '/billing',
      'docs/terms',
      '#top',
      '?page=2',
      'mailto:a@b.c',
      'tel:+18015550142',
      '',
    ])
      expect(isSafeUrl(url), url).toBe(true);
  });

  it('refuses every other scheme, however it is disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'jav\nascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'blob:https://example.com/x',
      'file:///etc/passwd',
      'sms:123',
      'ftp://example.com',
    ])
      expect(isSafeUrl(url), url).toBe(false);
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
