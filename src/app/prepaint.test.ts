import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import english from './locales/en.json';
import spanish from './locales/es.json';
import {
  endPrepaint,
  PREPAINT_ID,
  PREPAINTING_CLASS,
  showsPrepaint,
  startPrepaint,
} from './prepaint';

afterEach(() => {
  document.documentElement.className = '';
  document.body.innerHTML = '';
});

describe('showsPrepaint: the paths whose first view is the dashboard', () => {
  it('is the dashboard and the root, with or without a trailing slash, in any case', () => {
    for (const path of ['/dashboard', '/dashboard/', '/Dashboard', '/'])
      expect(showsPrepaint(path), path).toBe(true);
  });

  it('is no other page, nor sign-in’s return (it may go back to any page)', () => {
    for (const path of [
      '/billing',
      '/dashboard/extra',
      '/auth/callback',
      '/profile',
      '/x/dashboard',
    ])
      expect(showsPrepaint(path), path).toBe(false);
  });
});

describe('startPrepaint and endPrepaint', () => {
  it('turn the frame on, then take it out of the page and show the app', () => {
    document.body.innerHTML = `<div id="${PREPAINT_ID}"></div><div id="root"></div>`;
    startPrepaint(document);
    expect(document.documentElement.classList.contains(PREPAINTING_CLASS)).toBe(true);
    endPrepaint(document);
    expect(document.documentElement.classList.contains(PREPAINTING_CLASS)).toBe(false);
    expect(document.getElementById(PREPAINT_ID)).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('ending is safe again, and on a page that never had the frame', () => {
    document.body.innerHTML = '<div id="root"></div>';
    endPrepaint(document);
    endPrepaint(document);
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
    expect(document.documentElement.className).toBe('');
  });
});

describe('the frame in index.html, for assistive technology', () => {
  // The body alone, in a template: parsing the whole page would fetch its preloads.
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
  const template = document.createElement('template');
  template.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
  const frame = template.content.getElementById(PREPAINT_ID)!;

  it('says "Loading..." in the app’s own words, in English and in Spanish', () => {
    const status = frame.querySelector('[role="status"]')!;
    const said = (lang: string) => status.querySelector(`[lang="${lang}"]`)?.textContent;
    expect(said('en')).toBe(english.loading);
    expect(said('es')).toBe(spanish.loading);
    expect(english.loading).toBe('Loading...');
  });

  it('hides only its art: nothing above the status is aria-hidden', () => {
    const status = frame.querySelector('[role="status"]')!;
    expect(status.closest('[aria-hidden="true"]')).toBeNull();
    for (const art of ['.dashboard-hero', '.app-main__bar', '.page-title'])
      expect(frame.querySelector(art)?.getAttribute('aria-hidden'), art).toBe('true');
  });
});
