import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMEOUT_MS } from './session';
import { SessionTimeoutModal, msUntilTimeout } from './session-timeout-modal';

beforeEach(() => {
  vi.useFakeTimers();
  // happy-dom's <dialog> may lack showModal; give it the browser's observable behaviour.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => vi.useRealTimers());

describe('msUntilTimeout', () => {
  it('is one hour (36e5 ms) after sign-in, never negative', () => {
    expect(SESSION_TIMEOUT_MS).toBe(36e5);
    expect(msUntilTimeout(1000, 1000)).toBe(36e5);
    expect(msUntilTimeout(1000, 1000 + 36e5 + 5)).toBe(0);
  });
});

describe('SessionTimeoutModal (spec 2.2)', () => {
  it('opens one hour after sign-in with the spec texts and a Log In button, no close button', () => {
    const onLogIn = vi.fn();
    const signedInAt = Date.now();
    render(<SessionTimeoutModal active signedInAt={() => signedInAt} onLogIn={onLogIn} />);
    expect(screen.queryByText('Session Timeout')).toBeNull();
    act(() => vi.advanceTimersByTime(36e5 - 1));
    expect(screen.queryByText('Session Timeout')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Session Timeout' })).toBeTruthy();
    expect(
      screen.getByText('For your security, your session has timed out. Please log in again.'),
    ).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Log In']);
    fireEvent.click(buttons[0]!);
    expect(onLogIn).toHaveBeenCalledTimes(1);
  });

  it('does not close on Escape', () => {
    render(
      <SessionTimeoutModal active signedInAt={() => Date.now() - 36e5} onLogIn={() => undefined} />,
    );
    act(() => vi.advanceTimersByTime(0));
    const dialog = document.querySelector('dialog')!;
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByText('Session Timeout')).toBeTruthy();
  });

  it('runs no timer while nobody is signed in', () => {
    render(<SessionTimeoutModal active={false} signedInAt={() => 0} onLogIn={() => undefined} />);
    act(() => vi.advanceTimersByTime(2 * 36e5));
    expect(screen.queryByText('Session Timeout')).toBeNull();
  });
});
