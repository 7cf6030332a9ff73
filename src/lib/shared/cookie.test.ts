// The app's cookie writes: js-cookie's, once its chunk has loaded.
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { setCookie } from './cookie';

afterEach(() => {
  Cookies.remove('shs-lang', { path: '/' });
  Cookies.remove('customer-qa', { path: '/' });
});

describe('setCookie', () => {
  it('writes the cookie with js-cookie, readable as written once it resolves', async () => {
    await setCookie('shs-lang', 'es', { expires: 365, path: '/', sameSite: 'Lax' });
    expect(Cookies.get('shs-lang')).toBe('es');
    await setCookie('customer-qa', 'true', { expires: 365, path: '/' });
    expect(document.cookie).toContain('customer-qa=true');
  });
});
