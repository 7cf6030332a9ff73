import { describe, expect, it } from 'vitest';
import { judgeHref } from './href-policy';

describe('judgeHref (spec 5: https, mailto, tel unless insecure is allowed)', () => {
  it('accepts https, mailto and tel', () => {
    for (const href of [
      'https://example.com',
      'HTTPS://example.com',
      'mailto:a@b.c',
      'tel:+18015550142',
    ]) {
      expect(judgeHref(href).insecure).toBe(false);
    }
  });

  it('flags http, other schemes and protocol-relative URLs as insecure', () => {
    for (const href of [
      'http://example.com',
      'ftp://example.com',
      'sms:123',
      '//cdn.example.com/x',
    ]) {
      expect(judgeHref(href).insecure).toBe(true);
    }
  });

  it('accepts relative in-app references', () => {
    for (const href of ['/billing', '#top', '?page=2', 'docs/terms', '../up']) {
      expect(judgeHref(href)).toEqual({ insecure: false, blocked: false, external: false });
    }
  });

  it('blocks script-capable schemes, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:x',
      'data:text/html,x',
    ]) {
      expect(judgeHref(href)).toMatchObject({ insecure: true, blocked: true });
    }
  });

  it('blocks every scheme the shared safe-URL rule refuses (src/lib/shared/safe-url.ts)', () => {
    for (const href of ['sms:123', 'ftp://example.com', 'blob:https://x.example/1', 'file:///x']) {
      expect(judgeHref(href).blocked).toBe(true);
    }
    expect(judgeHref('http://example.com').blocked).toBe(false);
  });

  it('marks absolute web URLs as external', () => {
    expect(judgeHref('https://example.com').external).toBe(true);
    expect(judgeHref('//example.com').external).toBe(true);
    expect(judgeHref('mailto:a@b.c').external).toBe(false);
  });
});
