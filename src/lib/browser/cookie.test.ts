import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from './cookie';

afterEach(() => {
  Cookies.remove('shs-lang', { path: '/' });
  vi.useRealTimers();
});

describe('setCookie', () => {
  it('writes every attribute given, the expiry in days from now, path / by default', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 29) });
    const doc = { cookie: '' };
    setCookie(
      'customer-qa',
      'true',
      { expires: 365, domain: 'example.com', sameSite: 'Strict', secure: true },
      doc,
    );
    expect(doc.cookie).toBe(
      'customer-qa=true; path=/; expires=Mon, 29 Nov 2027 00:00:00 GMT; domain=example.com; samesite=Strict; secure',
    );
    setCookie('a b', 'x;y', { path: '/app' }, doc);
    expect(doc.cookie).toBe('a%20b=x%3By; path=/app');
  });

  it('writes a cookie js-cookie (the header) reads back as written', () => {
    setCookie('shs-lang', 'es', { expires: 365, sameSite: 'Lax' });
    expect(Cookies.get('shs-lang')).toBe('es');
  });
});
