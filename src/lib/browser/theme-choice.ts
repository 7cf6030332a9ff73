// The account centre's colour scheme: System (follows prefers-color-scheme), Light or Dark,
// remembered in localStorage. The head script (src/app/start/theme.js) applies it to <html>
// before first paint and on every change (another tab's, through the storage event, and this
// tab's, which we announce as a storage event too), so the rule of how a choice becomes a scheme
// lives in one file.
import { useSyncExternalStore } from 'react';

/** The localStorage key (app/start/theme.js reads the same one; theme-choice.test.ts checks). */
export const THEME_KEY = 'shs-theme';

/** What the customer can choose. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/**
 * The choices in the order the account centre offers them; each one's label is browserText's
 * `theme.<choice>` (lib/browser/text.ts).
 */
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The stored choice; anything else (nothing stored, storage blocked, a stale value) is System. */
export function readThemeChoice(): ThemeChoice {
  let value: string | null = null;
  try {
    value = window.localStorage.getItem(THEME_KEY);
  } catch {
    // Storage blocked (private mode, a policy): the system decides.
  }
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Remembers the choice and applies it in this tab (other tabs hear the storage event). */
export function saveThemeChoice(choice: ThemeChoice): void {
  const newValue = choice === 'system' ? null : choice;
  try {
    if (newValue) window.localStorage.setItem(THEME_KEY, newValue);
    else window.localStorage.removeItem(THEME_KEY);
  } catch {
    // Storage blocked: nothing to remember, and the page keeps following the system.
  }
  // The browser fires `storage` only in the other tabs: tell this one the same way.
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue }));
}

/**
 * <shs-header>'s data-theme for a choice: the header is light unless told, so System becomes
 * "auto" (follow prefers-color-scheme) like the rest of the page.
 */
export function headerTheme(choice: ThemeChoice): 'auto' | 'light' | 'dark' {
  return choice === 'system' ? 'auto' : choice;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The current choice, kept up to date across tabs. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readThemeChoice, () => 'system');
}
