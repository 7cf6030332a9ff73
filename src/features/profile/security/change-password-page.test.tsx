import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-client';
import { changePassword, getPasswordRequirements } from '../api';
import { ChangePasswordPage } from './change-password-page';
import { renderPage, signInTestUser } from '../test-utils';

vi.mock('../api', () => ({ changePassword: vi.fn(), getPasswordRequirements: vi.fn() }));
const requirements = vi.mocked(getPasswordRequirements);
const change = vi.mocked(changePassword);

const RULES = {
  pattern: '^(?=.*[A-Z])(?=.*[0-9]).{8,}$',
  rules: [
    { label: 'At least 8 characters', pattern: '^.{8,}$' },
    { label: 'An uppercase letter', pattern: '[A-Z]' },
    { label: 'A number', pattern: '[0-9]' },
  ],
};

const field = (name: RegExp) => screen.getByLabelText(name);

describe('ChangePasswordPage', () => {
  beforeEach(() => {
    requirements.mockReset();
    change.mockReset();
    signInTestUser();
  });

  it('ticks the server rules while the new password is typed', async () => {
    requirements.mockResolvedValue(RULES);
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/profile/change-password');
    const list = await screen.findByRole('list', { name: 'Your new password needs' });
    const met = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.textContent?.includes('(met)'))
        .map((item) => item.textContent?.replace(' (met)', '').replace('✓', '').trim());
    expect(met()).toEqual([]);
    await user.type(field(/^New password/), 'Abc');
    expect(met()).toEqual(['An uppercase letter']);
    await user.type(field(/^New password/), 'defgh1');
    expect(met()).toEqual(['At least 8 characters', 'An uppercase letter', 'A number']);
  });

  it("says 'Failed to get password requirements.' and offers a retry", async () => {
    requirements.mockRejectedValueOnce(new ApiError('Network Error'));
    requirements.mockResolvedValueOnce(RULES);
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/profile/change-password');
    expect(await screen.findByText('Failed to get password requirements.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your new password needs' })).toBeTruthy();
  });

  it('requires the current password, a password meeting the rules and a matching confirmation', async () => {
    requirements.mockResolvedValue(RULES);
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/profile/change-password');
    await screen.findByRole('list', { name: 'Your new password needs' });
    await user.type(field(/^New password/), 'short');
    await user.type(field(/^Confirm new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(
      screen.getByText('The new password does not meet every requirement below.'),
    ).toBeTruthy();
    expect(screen.getByText('The two new passwords do not match.')).toBeTruthy();
    expect(change).not.toHaveBeenCalled();
  });

  it("shows 'Invalid current password.' on a 403 and keeps every field", async () => {
    requirements.mockResolvedValue(RULES);
    change.mockRejectedValue(new ApiError('Invalid current password.', 403));
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/profile/change-password');
    await screen.findByRole('list', { name: 'Your new password needs' });
    await user.type(field(/^Current password/), 'wrong-one');
    await user.type(field(/^New password/), 'Abcdefg1');
    await user.type(field(/^Confirm new password/), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Invalid current password.')).toBeTruthy();
    expect(change).toHaveBeenCalledWith({ currentPassword: 'wrong-one', newPassword: 'Abcdefg1' });
    expect((field(/^New password/) as HTMLInputElement).value).toBe('Abcdefg1');
  });

  it('goes back to the overview after a change', async () => {
    requirements.mockResolvedValue(RULES);
    change.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/profile/change-password');
    await screen.findByRole('list', { name: 'Your new password needs' });
    await user.type(field(/^Current password/), 'Demo-pass-1');
    await user.type(field(/^New password/), 'Abcdefg1');
    await user.type(field(/^Confirm new password/), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Overview page')).toBeTruthy();
  });
});

describe('ChangePasswordPage server refusal', () => {
  it('lists the rules the server says are broken and keeps the fields', async () => {
    signInTestUser();
    // Rules unavailable: the server is the only judge, and its answer names what is missing.
    requirements.mockRejectedValue(new ApiError('Network Error'));
    const message = 'The new password does not meet the password requirements.';
    change.mockRejectedValue(new ApiError(message, 400, { message, failedRules: ['A number'] }));
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, '/profile/change-password');
    await screen.findByText('Failed to get password requirements.');
    await user.type(field(/^Current password/), 'Demo-pass-1');
    await user.type(field(/^New password/), 'Abcdefgh!');
    await user.type(field(/^Confirm new password/), 'Abcdefgh!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(`${message} Still needed: A number.`)).toBeTruthy();
    expect((field(/^New password/) as HTMLInputElement).value).toBe('Abcdefgh!');
  });
});
