import { afterEach, describe, expect, it } from 'vitest';
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
