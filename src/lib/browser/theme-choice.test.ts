// The choice as the customer makes it, and src/app/start/theme.js (the head script's part that
// applies it before first paint) run for real in the document: both must agree on the key and
// on what each choice means.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  headerTheme,
  readThemeChoice,
  saveThemeChoice,
  THEME_KEY,
  useThemeChoice,
} from './theme-choice';

const themeScript = readFileSync(join(import.meta.dirname, '../../app/start/theme.js'), 'utf8');
const listeners: EventListener[] = [];

/** Runs app/start/theme.js as the page's <head> does, remembering its listener to remove it after. */
function runThemeScript() {
  const add = window.addEventListener.bind(window);
  window.addEventListener = ((type: string, listener: EventListener) => {
    listeners.push(listener);
    add(type, listener);
  }) as typeof window.addEventListener;
  try {
    new Function(themeScript)();
  } finally {
    window.addEventListener = add;
  }
}

const meta = () => document.querySelector('meta[name="color-scheme"]')!.getAttribute('content');
const theme = () => document.documentElement.getAttribute('data-theme');

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<meta name="color-scheme" content="light dark" />';
  document.documentElement.removeAttribute('data-theme');
});
afterEach(() => {
  for (const listener of listeners.splice(0)) window.removeEventListener('storage', listener);
});

describe('colour scheme choice', () => {
  it('is System until the customer chooses, and for anything unknown stored', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_KEY, 'sepia');
    expect(readThemeChoice()).toBe('system');
  });

  it('before first paint: follows the system with nothing stored', () => {
    runThemeScript();
    expect(theme()).toBeNull();
    expect(meta()).toBe('light dark');
  });

  it('before first paint: applies a stored Dark or Light', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    runThemeScript();
    expect(theme()).toBe('dark');
    expect(meta()).toBe('dark');
    localStorage.setItem(THEME_KEY, 'light');
    runThemeScript();
    expect(theme()).toBe('light');
    expect(meta()).toBe('light');
  });

  it('is remembered and applied in this tab when chosen, and System forgets it', () => {
    runThemeScript();
    saveThemeChoice('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(theme()).toBe('dark');
    saveThemeChoice('system');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(theme()).toBeNull();
    expect(meta()).toBe('light dark');
  });

  it("follows another tab's choice (the storage event)", () => {
    runThemeScript();
    const { result } = renderHook(() => useThemeChoice());
    expect(result.current).toBe('system');
    act(() => {
      localStorage.setItem(THEME_KEY, 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'light' }));
    });
    expect(result.current).toBe('light');
    expect(theme()).toBe('light');
  });

  it('tells the header to follow the system for System, and the choice otherwise', () => {
    expect(headerTheme('system')).toBe('auto');
    expect(headerTheme('light')).toBe('light');
    expect(headerTheme('dark')).toBe('dark');
  });
});
