// Test helper: vitest fake timers that still let Testing Library's async helpers finish.
// React Testing Library drains work with a setTimeout(0) and only advances fake timers when a
// global `jest` exists; without one, every userEvent call waits on a timer that never fires.
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** Switches to fake timers and returns a userEvent instance that advances them. */
export function fakeTimersUser() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Undoes {@link fakeTimersUser}; call it in afterEach. */
export function realTimers() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
