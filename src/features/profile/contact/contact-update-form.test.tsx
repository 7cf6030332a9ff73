import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-client';
import { useUserStore } from '../../../stores/user-store';
import { updateProfile } from '../api';
import { ContactUpdateForm } from './contact-update-form';
import { useNoticeStore } from '../../../stores/notice-store';
import { renderPage, signInTestUser } from '../test-utils';

vi.mock('../api', () => ({ updateProfile: vi.fn() }));
const update = vi.mocked(updateProfile);

const currentPassword = () => screen.getByLabelText(/^Current password/);

describe('ContactUpdateForm', () => {
  beforeEach(() => {
    update.mockReset();
    signInTestUser();
    useNoticeStore.setState({ notice: null });
  });

  it('checks the input before sending anything', async () => {
    const user = userEvent.setup();
    renderPage(<ContactUpdateForm field="email" />, '/profile/edit-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter your new email address.')).toBeTruthy();
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^New email address/), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This is already your email address.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('sends the payload and copies the new email and phone into the stored user', async () => {
    update.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderPage(<ContactUpdateForm field="email" />, '/profile/edit-email');
    await user.type(screen.getByLabelText(/^New email address/), ' new@example.com ');
    await user.type(currentPassword(), 'Demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Overview page');
    expect(update).toHaveBeenCalledWith({
      newEmailAddress: 'new@example.com',
      phoneNumber: '8015550142',
      currentPassword: 'Demo-pass-1',
    });
    expect(useUserStore.getState().user?.email).toBe('new@example.com');
    expect(useNoticeStore.getState().notice).toBe(
      'Your email address has been updated. We mailed a code to the new address: enter it on the Edit Email page to confirm it.',
    );
  });

  it('sends the mobile number as ten digits and shows the current one formatted', async () => {
    update.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderPage(<ContactUpdateForm field="mobile" />, '/profile/edit-mobile-number');
    expect(screen.getByText('(801) 555-0142')).toBeTruthy();
    await user.type(screen.getByLabelText(/^New mobile number/), '(385) 555-0101');
    await user.type(currentPassword(), 'Demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Overview page');
    expect(update).toHaveBeenCalledWith({
      newEmailAddress: 'alex@example.com',
      phoneNumber: '3855550101',
      currentPassword: 'Demo-pass-1',
    });
    expect(useUserStore.getState().user?.phoneNumber).toBe('3855550101');
  });

  it("shows 'Invalid current password.' on a 403 and keeps what was typed", async () => {
    update.mockRejectedValue(
      new ApiError('Invalid current password.', 403, { message: 'Invalid current password.' }),
    );
    const user = userEvent.setup();
    renderPage(<ContactUpdateForm field="email" />, '/profile/edit-email');
    await user.type(screen.getByLabelText(/^New email address/), 'new@example.com');
    await user.type(currentPassword(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid current password.')).toBeTruthy();
    expect((screen.getByLabelText(/^New email address/) as HTMLInputElement).value).toBe(
      'new@example.com',
    );
    expect((currentPassword() as HTMLInputElement).value).toBe('wrong');
    expect(useUserStore.getState().user?.email).toBe('alex@example.com');
  });

  it("shows the server's reason for other failures", async () => {
    const message =
      'Too many incorrect attempts. For your security, please wait 3 seconds and try again.';
    update.mockRejectedValue(new ApiError(message, 429, { message }));
    const user = userEvent.setup();
    renderPage(<ContactUpdateForm field="email" />, '/profile/edit-email');
    await user.type(screen.getByLabelText(/^New email address/), 'sam@example.com');
    await user.type(currentPassword(), 'Demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
  });
});
