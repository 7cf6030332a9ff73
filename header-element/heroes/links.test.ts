import { describe, expect, it } from 'vitest';
import { classifyCtaLink } from './links';

describe('classifyCtaLink (spec 2.3, hero call-to-action links)', () => {
  it.each([
    'http://www.example.com/offers',
    'https://www.example.com/offers?x=1#top',
    'HTTPS://WWW.EXAMPLE.COM/',
    '//www.example.com/monitoring',
    'mailto:help@example.com',
    'tel:+18005550142',
    'sms:+18005550142',
  ])('treats the absolute URL %s as a plain link', (href) => {
    expect(classifyCtaLink(href)).toEqual({ kind: 'external', href });
  });

  it.each([
    ['/products', '/products'],
    ['/products/video-doorbell?colour=black#specs', '/products/video-doorbell?colour=black#specs'],
    ['wishlist', '/wishlist'],
    ['categories/smart-offers', '/categories/smart-offers'],
    ['  /cart  ', '/cart'],
  ])('treats anything else (%s) as an in-app path', (actionText, path) => {
    expect(classifyCtaLink(actionText)).toEqual({ kind: 'in-app', path });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com/file',
    '\\\\evil.example.com',
    '/\\evil.example.com',
    '',
    '   ',
  ])('refuses %j instead of rendering it as a path', (actionText) => {
    expect(classifyCtaLink(actionText)).toEqual({ kind: 'invalid' });
  });

  it('refuses a missing destination', () => {
    expect(classifyCtaLink(undefined)).toEqual({ kind: 'invalid' });
    expect(classifyCtaLink(null)).toEqual({ kind: 'invalid' });
  });
});
