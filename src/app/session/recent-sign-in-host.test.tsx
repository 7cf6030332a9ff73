// "Confirm it's you" (issue 25): the host opens the dialog when the API client asks, the
// password goes to the confirmation call, and the waiting change learns the answer.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-client';
import { confirmRecentSignIn } from '../../lib/http/user-api';
import { useRecentSignInStore } from '../../stores/recent-sign-in-store';
import { RecentSignInHost } from './recent-sign-in-host';

vi.mock('../../lib/http/user-api', () => ({ confirmRecentSignIn: vi.fn() }));
const confirm = vi.mocked(confirmRecentSignIn);

afterEach(() => {
  act(() => useRecentSignInStore.getState().answer(false));
  confirm.mockReset();
});

async function ask() {
  let answer!: Promise<boolean>;
  act(() => {
    answer = useRecentSignInStore.getState().ask();
  });
  // The dialog's chunk (and its words) load on the first ask: allow a busy machine its time.
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" }, { timeout: 5000 });
  return { answer, dialog };
}

describe('RecentSignInHost', () => {
  it('shows nothing until a change asks', () => {
    render(<RecentSignInHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the password, says when it is wrong, and confirms with the right one', async () => {
    render(<RecentSignInHost />);
    const { answer, dialog } = await ask();
    expect(dialog.textContent).toContain(
      'For your security, enter your password to make this change. We will not ask again for 5 minutes.',
    );
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(document.activeElement).toBe(password));

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter your password.')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();

    confirm.mockRejectedValueOnce(
      new ApiError('Invalid current password.', 403, { message: 'Invalid current password.' }),
    );
    fireEvent.change(password, { target: { value: 'Wrong-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('That password is not right. Check it and try again.'),
    ).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');

    confirm.mockRejectedValueOnce(
      new ApiError('Too many attempts. Please wait 2 seconds and try again.', 429),
    );
    fireEvent.change(password, { target: { value: 'Another-1' } });
    fireEvent.submit(password.closest('form')!);
    expect(
      await screen.findByText('Too many attempts. Please wait 2 seconds and try again.'),
    ).toBeTruthy();

    confirm.mockResolvedValueOnce({ confirmedUntil: '2026-01-01T00:05:00.000Z' });
    fireEvent.change(password, { target: { value: 'Demo-pass-1' } });
    fireEvent.submit(password.closest('form')!);
    await expect(answer).resolves.toBe(true);
    expect(confirm).toHaveBeenLastCalledWith('Demo-pass-1');
    expect(useRecentSignInStore.getState().asking).toBe(false);
  });

  it('Cancel answers false to every change waiting on it', async () => {
    render(<RecentSignInHost />);
    const { answer } = await ask();
    let second!: Promise<boolean>;
    act(() => {
      second = useRecentSignInStore.getState().ask();
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('offers the extra ways to confirm it is given (a passkey after the merge)', async () => {
    render(
      <RecentSignInHost
        extraMethods={(confirmed) => (
          <button type="button" onClick={confirmed}>
            Use a passkey
          </button>
        )}
      />,
    );
    const { answer } = await ask();
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await expect(answer).resolves.toBe(true);
  });
});
