import { describe, expect, it } from 'vitest';
import { groupSecret, parseOtpAuthUrl } from './otpauth';

describe('parseOtpAuthUrl', () => {
  it('reads secret, issuer and account', () => {
    expect(
      parseOtpAuthUrl(
        'otpauth://totp/Home%20Security:alex%40example.com?secret=JBSWY3DPEHPK3PXP&period=30&digits=6&algorithm=SHA1&issuer=Home%20Security',
      ),
    ).toEqual({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Home Security', account: 'alex@example.com' });
  });
  it('takes the issuer from the label when the query has none', () => {
    expect(parseOtpAuthUrl('otpauth://totp/Acme:pat?secret=ABC')).toEqual({
      secret: 'ABC',
      issuer: 'Acme',
      account: 'pat',
    });
  });
  it('refuses other schemes, missing secrets and garbage', () => {
    expect(parseOtpAuthUrl('https://example.com/?secret=ABC')).toBeNull();
    expect(parseOtpAuthUrl('otpauth://totp/Acme:pat')).toBeNull();
    expect(parseOtpAuthUrl('not a url')).toBeNull();
  });
});

it('groupSecret splits into groups of four', () => {
  expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  expect(groupSecret('ABCDEF')).toBe('ABCD EF');
});
