import { describe, expect, it } from 'vitest';
import { cookieValue, readTrid, requestHeaders } from './request-headers';

describe('request headers (spec 7.1)', () => {
  it('sends the bearer and X-IdToken when signed in, x-trid when given', () => {
    expect(requestHeaders({ accessToken: 'at', idToken: 'it' }, 'tr-1')).toEqual({
      Authorization: 'Bearer at',
      'X-IdToken': 'it',
      'x-trid': 'tr-1',
    });
  });

  it('sends nothing of the sign-in when signed out', () => {
    expect(requestHeaders(null, 'tr-1')).toEqual({ 'x-trid': 'tr-1' });
    expect(requestHeaders(undefined)).toEqual({});
  });
});

describe('trid cookie', () => {
  it('reads the trid cookie exactly, decoded', () => {
    expect(readTrid('a=1; trid=abc%20d; xtrid=no')).toBe('abc d');
    expect(readTrid('xtrid=no')).toBeUndefined();
    expect(readTrid('trid=')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(cookieValue('trid=%E0%A4%A', 'trid')).toBe('%E0%A4%A');
  });
});
