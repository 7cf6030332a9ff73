import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTimersUser, realTimers } from '../fake-timers';
import { useToastStore } from './toast-store';
import { ToastViewport } from './toast-viewport';

const show = (...args: Parameters<ReturnType<typeof useToastStore.getState>['show']>) =>
  act(() => {
    useToastStore.getState().show(...args);
  });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ToastViewport (spec 4.6, 9.6)', () => {
  let user: ReturnType<typeof fakeTimersUser>;
  beforeEach(() => {
    user = fakeTimersUser();
    useToastStore.getState().clear();
  });
  afterEach(realTimers);

  it('shows one message at a time', () => {
    render(<ToastViewport />);
    show({ message: 'First', type: 'user-action' });
    show({ message: 'Second', type: 'user-action' });
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('announces info and success politely (status) and errors as alerts', () => {
    render(<ToastViewport />);
    show({ message: 'Saved', variant: 'success' });
    expect(screen.getByRole('status').textContent).toContain('Saved');
    expect(screen.getByRole('alert').textContent).toBe('');
    show({ message: 'Payment failed', variant: 'error' });
    expect(screen.getByRole('alert').textContent).toContain('Payment failed');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('auto-dismisses a default message after 7000 ms', () => {
    render(<ToastViewport />);
    show({ message: 'Saved' });
    advance(6999);
    expect(screen.queryByText('Saved')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('a replacing default message gets the full 7000 ms again', () => {
    render(<ToastViewport />);
    show({ message: 'One' });
    advance(5000);
    show({ message: 'Two' });
    advance(6999);
    expect(screen.queryByText('Two')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Two')).toBeNull();
  });

  it('pauses the countdown while hovered and resumes with the time left', () => {
    render(<ToastViewport />);
    show({ message: 'Saved' });
    advance(3000);
    fireEvent.mouseEnter(screen.getByText('Saved').closest('.shs-toast')!);
    advance(20000);
    expect(screen.queryByText('Saved')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByText('Saved').closest('.shs-toast')!);
    advance(3999);
    expect(screen.queryByText('Saved')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('pauses the countdown while focused (keyboard) and resumes on leaving', async () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <ToastViewport />
      </>,
    );
    show({ message: 'Saved' });
    advance(1000);
    await user.tab(); // Elsewhere
    await user.tab(); // the toast's close button
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Dismiss notification' }),
    );
    advance(20000);
    expect(screen.queryByText('Saved')).not.toBeNull();
    await user.tab({ shift: true });
    advance(5999);
    expect(screen.queryByText('Saved')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps a user-action message until it is closed, then shows the next', async () => {
    render(<ToastViewport />);
    show({ message: 'Verify your phone', type: 'user-action' });
    show({ message: 'Next one' });
    advance(60000);
    expect(screen.queryByText('Verify your phone')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Verify your phone')).toBeNull();
    expect(screen.queryByText('Next one')).not.toBeNull();
  });

  it('acting on a user-action message runs the action and dismisses it', async () => {
    const onAction = vi.fn();
    render(<ToastViewport />);
    show({ message: 'Item removed', type: 'user-action', action: { label: 'Undo', onAction } });
    await user.keyboard('{Tab}{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Item removed')).toBeNull();
  });

  it('renders into its own host on document.body that a modal leaves live', () => {
    const { container } = render(<ToastViewport />);
    show({ message: 'Hi' });
    const host = screen.getByText('Hi').closest('[data-shs-keep-live]');
    expect(host?.parentElement).toBe(document.body);
    expect(container.contains(host)).toBe(false);
  });

  it('labels the close button', () => {
    render(<ToastViewport closeLabel="Close message" />);
    show({ message: 'Hi' });
    expect(screen.getByRole('button', { name: 'Close message' })).toBeTruthy();
  });
});
