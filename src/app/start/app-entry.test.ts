import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_ENTRY_TEMPLATE_ID,
  LANDING_ONLY_ATTRIBUTE,
  loadApp,
  showsLandingPage,
} from './app-entry';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadApp: the app entry the build keeps in a template', () => {
  it('puts the template’s tags into the page in its place, once', () => {
    document.head.innerHTML =
      `<meta charset="utf-8"><template id="${APP_ENTRY_TEMPLATE_ID}">` +
      '<link rel="modulepreload" href="/assets/a.js"><link rel="icon" href="/a.svg">' +
      '</template><title>Account Centre</title>';
    loadApp(document);
    loadApp(document);
    expect([...document.head.children].map((element) => element.outerHTML)).toEqual([
      '<meta charset="utf-8">',
      '<link rel="modulepreload" href="/assets/a.js">',
      '<link rel="icon" href="/a.svg">',
      '<title>Account Centre</title>',
    ]);
  });

  it('does nothing on a page without the template (the dev server’s)', () => {
    document.head.innerHTML = '<title>Account Centre</title>';
    loadApp(document);
    expect(document.head.innerHTML).toBe('<title>Account Centre</title>');
  });
});

describe('loadApp: the landing page’s preloads', () => {
  const template =
    `<template id="${APP_ENTRY_TEMPLATE_ID}">` +
    '<script type="module" src="/assets/index.js"></script>' +
    `<link rel="modulepreload" href="/assets/dashboard.js" ${LANDING_ONLY_ATTRIBUTE}>` +
    '</template>';
  const inserted = () =>
    [...document.head.querySelectorAll('script, link')].map(
      (tag) => tag.getAttribute('src') ?? tag.getAttribute('href'),
    );

  it('go in on the way to the dashboard, the root and the sign-in return', () => {
    for (const path of ['/dashboard', '/', '/auth/callback', '/Dashboard/']) {
      window.history.replaceState(null, '', path);
      document.head.innerHTML = template;
      loadApp(document);
      expect(inserted(), path).toEqual(['/assets/index.js', '/assets/dashboard.js']);
    }
  });

  it('stay out on the way to any other page', () => {
    for (const path of ['/billing', '/billing/payment', '/dashboards', '/profile']) {
      window.history.replaceState(null, '', path);
      document.head.innerHTML = template;
      loadApp(document);
      expect(inserted(), path).toEqual(['/assets/index.js']);
    }
  });
});

describe('showsLandingPage', () => {
  it('knows the landing page’s paths only', () => {
    expect(showsLandingPage('/dashboard')).toBe(true);
    expect(showsLandingPage('/')).toBe(true);
    expect(showsLandingPage('/auth/callback')).toBe(true);
    expect(showsLandingPage('/appointments')).toBe(false);
    expect(showsLandingPage('/dashboard/extra')).toBe(false);
  });
});
