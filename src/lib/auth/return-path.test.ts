import { beforeEach, describe, expect, it } from 'vitest';
import {
  cancelDestination,
  rememberCameFrom,
  rememberReferrer,
  resolveReturnPath,
  saveReturnPath,
  takeReturnPath,
} from './return-path';

describe('resolveReturnPath (spec 2.1 /auth/callback)', () => {
  it('prefers the path saved before login', () => {
    expect(resolveReturnPath('/billing/history', '/documents')).toBe('/billing/history');
  });
  it('falls back to the remembered referrer path', () => {
    expect(resolveReturnPath(null, '/documents')).toBe('/documents');
  });
  it('falls back to /', () => {
    expect(resolveReturnPath(null, null)).toBe('/');
  });
  it('never follows another origin', () => {
    expect(resolveReturnPath('//evil.example', 'https://evil.example/x')).toBe('/');
  });
});

describe('saved paths in storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns the saved path once, then /', () => {
    saveReturnPath('/billing/history?x=1');
    expect(takeReturnPath()).toBe('/billing/history?x=1');
    expect(takeReturnPath()).toBe('/');
  });

  it('uses a same-origin referrer, ignoring the sign-in pages and other sites', () => {
    rememberReferrer('https://evil.example/profile', 'https://account.example.com');
    expect(takeReturnPath()).toBe('/');
    rememberReferrer(
      'https://account.example.com/oidc/interaction/1',
      'https://account.example.com',
    );
    expect(takeReturnPath()).toBe('/');
    rememberReferrer('https://account.example.com/profile#top', 'https://account.example.com');
    expect(takeReturnPath()).toBe('/profile#top');
  });

  it('does not save the callback itself as a return path', () => {
    saveReturnPath('/auth/callback?code=1');
    expect(takeReturnPath()).toBe('/');
  });
});

describe('rememberCameFrom', () => {
  const isApp = (path: string) => path.startsWith('/dashboard') || path === '/';

  it('keeps an outside page (another site, or a non-app page of this origin)', () => {
    rememberCameFrom('https://shop.example.com/c', 'http://localhost', isApp, sessionStorage);
    expect(cancelDestination('/home', sessionStorage)).toBe('https://shop.example.com/c');
    rememberCameFrom('http://localhost/demo/buy.html', 'http://localhost', isApp, sessionStorage);
    expect(cancelDestination('/home', sessionStorage)).toBe('http://localhost/demo/buy.html');
  });

  it("ignores the app's own pages, the provider and non-web schemes", () => {
    sessionStorage.clear();
    for (const referrer of [
      'http://localhost/dashboard',
      'http://localhost/oidc/interaction/x',
      'javascript:alert(1)',
      'not a url',
    ]) {
      rememberCameFrom(referrer, 'http://localhost', isApp, sessionStorage);
    }
    expect(cancelDestination('https://www.example.com/', sessionStorage)).toBe(
      'https://www.example.com/',
    );
  });
});
