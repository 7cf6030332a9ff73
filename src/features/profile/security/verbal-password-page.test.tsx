import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-client';
import { getVerbalPasswordStatus, updateVerbalPassword } from '../api';
import { useNoticeStore } from '../../../stores/notice-store';
import { renderPage, signInTestUser } from '../test-utils';
import { VerbalPasswordPage } from './verbal-password-page';

vi.mock('../api', () => ({ getVerbalPasswordStatus: vi.fn(), updateVerbalPassword: vi.fn() }));
const getStatus = vi.mocked(getVerbalPasswordStatus);
const update = vi.mocked(updateVerbalPassword);

const PATH = '/profile/update-verbal-password';
const word = () => screen.getByLabelText(/^Verbal password/) as HTMLInputElement;
const currentPassword = () => screen.getByLabelText(/^Current password/) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' });

describe('VerbalPasswordPage', () => {
  beforeEach(() => {
    getStatus.mockReset();
    update.mockReset();
    signInTestUser();
    useNoticeStore.setState({ notice: null });
  });

  it('says when no verbal password is set', async () => {
    getStatus.mockResolvedValue({ isSet: false, updatedAt: null });
    renderPage(<VerbalPasswordPage />, PATH);
    expect((await screen.findByText('Not set')).closest('p')?.textContent).toBe('Status: Not set');
  });

  it('says that one is set and when it was last updated', async () => {
    getStatus.mockResolvedValue({ isSet: true, updatedAt: '2026-01-05T14:03:00.000Z' });
    renderPage(<VerbalPasswordPage />, PATH);
    const line = (await screen.findByText('Set')).closest('p');
    expect(line?.textContent).toMatch(/^Status: Set, last updated Jan 5, 2026, \d{1,2}:03 [AP]M$/);
  });

  it('offers a retry when the status cannot be loaded', async () => {
    getStatus.mockRejectedValueOnce(new ApiError('Network Error'));
    getStatus.mockResolvedValueOnce({ isSet: false, updatedAt: null });
    const user = userEvent.setup();
    renderPage(<VerbalPasswordPage />, PATH);
    expect(
      await screen.findByText('We could not load the status of your verbal password.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Not set')).toBeTruthy();
  });

  it('types into the sensitive input, which shows bullets', async () => {
    getStatus.mockResolvedValue({ isSet: false, updatedAt: null });
    const user = userEvent.setup();
    renderPage(<VerbalPasswordPage />, PATH);
    await user.type(word(), 'blue harbor');
    expect(word().value).toMatch(/^•{10}r$/);
  });

  it('checks the input before sending anything', async () => {
    getStatus.mockResolvedValue({ isSet: false, updatedAt: null });
    const user = userEvent.setup();
    renderPage(<VerbalPasswordPage />, PATH);
    await user.click(save());
    expect(screen.getByText('Enter a verbal password.')).toBeTruthy();
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(document.activeElement).toBe(word());

    await user.type(word(), 'abc');
    await user.click(save());
    expect(screen.getByText('Use at least 4 characters for the verbal password.')).toBeTruthy();

    await user.type(word(), '-def');
    await user.click(save());
    expect(
      screen.getByText('Use only letters A-Z, digits 0-9 and spaces in the verbal password.'),
    ).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it("shows 'Invalid current password.' on a 403 and keeps what was typed", async () => {
    getStatus.mockResolvedValue({ isSet: false, updatedAt: null });
    update.mockRejectedValue(
      new ApiError('Invalid current password.', 403, { message: 'Invalid current password.' }),
    );
    const user = userEvent.setup();
    renderPage(<VerbalPasswordPage />, PATH);
    await user.type(word(), '  blue   harbor ');
    await user.type(currentPassword(), 'wrong');
    await user.click(save());
    expect(await screen.findByText('Invalid current password.')).toBeTruthy();
    expect(update).toHaveBeenCalledWith({
      verbalPassword: 'blue harbor',
      currentPassword: 'wrong',
    });
    // All 16 characters are still there (the last typed one may still be readable).
    expect(word().value).toMatch(/^•{15}.$/);
    expect(currentPassword().value).toBe('wrong');
    expect(document.activeElement).toBe(currentPassword());
    expect(save().dataset.state).toBe('empty');
    expect(useNoticeStore.getState().notice).toBeNull();
  });

  it("shows the server's reason for other failures and keeps the fields", async () => {
    getStatus.mockResolvedValue({ isSet: false, updatedAt: null });
    const message =
      'verbalPassword must be 4 to 32 characters: letters A-Z, digits 0-9 and spaces.';
    update.mockRejectedValue(new ApiError(message, 400, { message }));
    const user = userEvent.setup();
    renderPage(<VerbalPasswordPage />, PATH);
    await user.type(word(), 'blue harbor');
    await user.type(currentPassword(), 'Demo-pass-1');
    await user.click(save());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(word().value).toHaveLength(11);
  });

  it('saves, shows the check mark and "Set" without the word, then returns to the overview', async () => {
    getStatus.mockResolvedValue({ isSet: false, updatedAt: null });
    let finish: () => void = () => undefined;
    update.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderPage(<VerbalPasswordPage />, PATH);
    await screen.findByText('Not set');
    await user.type(word(), 'Blue Harbor 42');
    await user.type(currentPassword(), 'Demo-pass-1');
    await user.click(save());
    await waitFor(() => expect(save().dataset.state).toBe('pending'));
    finish();
    await waitFor(() => expect(save().dataset.state).toBe('complete'));
    expect(screen.getByText('Set')).toBeTruthy();
    expect(word().value).toBe('');
    expect(currentPassword().value).toBe('');
    expect(document.body.innerHTML).not.toContain('Blue Harbor 42');
    expect(useNoticeStore.getState().notice).toBe('Your verbal password has been saved.');
    expect(await screen.findByText('Overview page', undefined, { timeout: 3000 })).toBeTruthy();
    expect(update).toHaveBeenCalledWith({
      verbalPassword: 'Blue Harbor 42',
      currentPassword: 'Demo-pass-1',
    });
  });
});
