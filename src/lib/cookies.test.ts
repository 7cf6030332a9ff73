import { describe, expect, it } from 'vitest';
import { customerCookie, customerCookieName, hostEnvironment, parentDomain } from './cookies';

describe('customer cookie name', () => {
  it.each([
    ['account.example.com', 'customer'],
    ['www.example.com', 'customer'],
    ['localhost', 'customer-local'],
    ['127.0.0.1', 'customer-local'],
    ['account-dev.example.com', 'customer-dev'],
    ['account.dev.example.com', 'customer-dev'],
    ['account-qa.example.com', 'customer-qa'],
    ['qa.account.example.com', 'customer-qa'],
    ['account-stg.example.com', 'customer-stg'],
    ['account.local', 'customer-local'],
  ])('%s -> %s', (host, name) => {
    expect(customerCookieName(host)).toBe(name);
  });

  it('does not mistake words that merely contain an environment name', () => {
    expect(hostEnvironment('developer.example.com')).toBeNull();
    expect(hostEnvironment('qatar.example.com')).toBeNull();
  });
});

describe('parentDomain', () => {
  it('is the last two labels', () => {
    expect(parentDomain('account.example.com')).toBe('example.com');
    expect(parentDomain('a.b.example.com')).toBe('example.com');
    expect(parentDomain('example.com')).toBe('example.com');
  });

  it('is undefined for localhost and IP addresses', () => {
    expect(parentDomain('localhost')).toBeUndefined();
    expect(parentDomain('127.0.0.1')).toBeUndefined();
    expect(parentDomain('::1')).toBeUndefined();
  });
});

describe('customerCookie', () => {
  it('lasts 365 days, is secure and lives on the parent domain (spec 9.1)', () => {
    expect(customerCookie('account-stg.example.com')).toEqual({
      name: 'customer-stg',
      value: 'true',
      attributes: { expires: 365, secure: true, path: '/', domain: 'example.com' },
    });
  });

  it('has no domain on localhost', () => {
    expect(customerCookie('localhost').attributes).toEqual({
      expires: 365,
      secure: true,
      path: '/',
    });
  });
});
