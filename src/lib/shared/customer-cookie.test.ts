import { describe, expect, it } from 'vitest';
import {
  customerCookie,
  customerCookieName,
  headerWritesCustomerCookie,
  hostEnvironment,
  parentDomain,
} from './customer-cookie';

describe('customer cookie name (spec 9.1)', () => {
  it.each([
    ['account.example.com', 'customer'],
    ['www.example.com', 'customer'],
    ['localhost', 'customer-local'],
    ['app.localhost', 'customer-local'],
    ['account-dev.example.com', 'customer-dev'],
    ['buy.dev.example.com', 'customer-dev'],
    ['account-qa.example.com', 'customer-qa'],
    ['qa.account.example.com', 'customer-qa'],
    ['account-stg.example.com', 'customer-stg'],
    ['account.local', 'customer-local'],
    // The copies disagreed here: the header left IP hosts without a suffix.
    ['127.0.0.1', 'customer-local'],
    ['10.0.0.1', 'customer-local'],
    ['[::1]', 'customer-local'],
  ])('%s -> %s', (host, name) => {
    expect(customerCookieName(host)).toBe(name);
  });

  it('does not mistake words that merely contain an environment name', () => {
    expect(hostEnvironment('developer.example.com')).toBeNull();
    expect(hostEnvironment('qatar.example.com')).toBeNull();
  });
});

describe('parentDomain', () => {
  it('is the last two labels, without a leading dot (the copies disagreed: .example.com)', () => {
    expect(parentDomain('account.example.com')).toBe('example.com');
    expect(parentDomain('a.b.example.com')).toBe('example.com');
    expect(parentDomain('example.com')).toBe('example.com');
  });

  it('is undefined for localhost, *.localhost and IP addresses', () => {
    expect(parentDomain('localhost')).toBeUndefined();
    expect(parentDomain('app.localhost')).toBeUndefined();
    expect(parentDomain('127.0.0.1')).toBeUndefined();
    expect(parentDomain('10.0.0.1')).toBeUndefined();
    expect(parentDomain('::1')).toBeUndefined();
    expect(parentDomain('[::1]')).toBeUndefined();
  });
});

describe('customerCookie variants', () => {
  it('account centre: 365 days, secure, on the parent domain', () => {
    expect(customerCookie('account-stg.example.com', 'account')).toEqual({
      name: 'customer-stg',
      value: 'true',
      attributes: { expires: 365, secure: true, path: '/', domain: 'example.com' },
    });
  });

  it('header: 90 days, secure, SameSite=Strict, on the parent domain', () => {
    expect(customerCookie('buy.example.com', 'header')).toEqual({
      name: 'customer',
      value: 'true',
      attributes: {
        expires: 90,
        secure: true,
        sameSite: 'Strict',
        path: '/',
        domain: 'example.com',
      },
    });
  });

  it('both variants have no domain on localhost and IP hosts', () => {
    for (const variant of ['header', 'account'] as const) {
      expect(customerCookie('localhost', variant).attributes).not.toHaveProperty('domain');
      expect(customerCookie('192.168.1.5', variant).attributes).not.toHaveProperty('domain');
    }
  });
});

describe('headerWritesCustomerCookie (spec 9.1: the header never downgrades the cookie)', () => {
  it('adds a missing cookie', () => {
    expect(headerWritesCustomerCookie(undefined)).toBe(true);
    expect(headerWritesCustomerCookie('false')).toBe(true);
  });

  it('leaves a cookie that is there (it may be the account centre 365-day one)', () => {
    expect(headerWritesCustomerCookie('true')).toBe(false);
  });
});
