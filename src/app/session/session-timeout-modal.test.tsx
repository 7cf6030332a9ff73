import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMEOUT_MS } from './session';
import { SessionTimeoutModal, msUntilTimeout } from './session-timeout-modal';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('msUntilTimeout', () => {
  it('is one hour (36e5 ms) after sign-in, never negative', () => {
    expect(SESSION_TIMEOUT_MS).toBe(36e5);
    expect(msUntilTimeout(1000, 1000)).toBe(36e5);
    expect(msUntilTimeout(1000, 1000 + 36e5 + 5)).toBe(0);
  });
});

describe('SessionTimeoutModal (spec 2.2)', () => {
  it('opens one hour after sign-in with the spec texts and a Log In button, no close button', async () => {
    const onLogIn = vi.fn(async () => undefined);
    const signedInAt = Date.now();
    render(<SessionTimeoutModal active signedInAt={() => signedInAt} onLogIn={onLogIn} />);
    act(() => vi.advanceTimersByTime(36e5 - 1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    const dialog = await screen.findByRole('dialog', { name: 'Session Timeout' });
    expect(dialog.textContent).toContain(
      'For your security, your session has timed out. Please log in again.',
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent?.trim())).toEqual(['Log In']);
    fireEvent.click(buttons[0]!);
    expect(onLogIn).toHaveBeenCalledTimes(1);
  });

  it('does not close on Escape', async () => {
    render(
      <SessionTimeoutModal
        active
        signedInAt={() => Date.now() - 36e5}
        onLogIn={async () => undefined}
      />,
    );
    act(() => vi.advanceTimersByTime(0));
    const dialog = await screen.findByRole('dialog', { name: 'Session Timeout' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('dialog', { name: 'Session Timeout' })).toBeTruthy();
  });

  it('runs no timer while nobody is signed in', () => {
    render(
      <SessionTimeoutModal active={false} signedInAt={() => 0} onLogIn={async () => undefined} />,
    );
    act(() => vi.advanceTimersByTime(2 * 36e5));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
