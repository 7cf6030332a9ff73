import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-client';
import { useUserStore } from '../../../stores/user-store';
import { getMfaEnabled } from '../../../lib/http/user-api';
import {
  createMfaAccount,
  deleteMfaAccount,
  disableMfa,
  enableMfa,
  getRecoveryCodeCount,
  renewRecoveryCodes,
} from '../api';
import { renderPage, signInTestUser } from '../test-utils';
import { TwoFactorPage } from './two-factor-page';

vi.mock('../../../lib/http/user-api', () => ({ getMfaEnabled: vi.fn() }));
vi.mock('../api', () => ({
  createMfaAccount: vi.fn(),
  enableMfa: vi.fn(),
  disableMfa: vi.fn(),
  deleteMfaAccount: vi.fn(),
  getRecoveryCodeCount: vi.fn(),
  renewRecoveryCodes: vi.fn(),
}));

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

const URL =
  'otpauth://totp/Home%20Security:alex%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Home%20Security';

describe('TwoFactorPage', () => {
  beforeEach(() => {
    vi.mocked(getMfaEnabled).mockReset();
    vi.mocked(createMfaAccount).mockReset();
    vi.mocked(enableMfa).mockReset();
    vi.mocked(disableMfa).mockReset();
    vi.mocked(deleteMfaAccount).mockReset();
    vi.mocked(getRecoveryCodeCount).mockReset().mockResolvedValue({ remaining: 10 });
    vi.mocked(renewRecoveryCodes).mockReset();
    signInTestUser();
  });

  it("says 'Failed to get MFA status.' when the status cannot be read", async () => {
    vi.mocked(getMfaEnabled).mockRejectedValue(new ApiError('Network Error'));
    renderPage(<TwoFactorPage />, '/profile/2fa');
    expect(
      await screen.findByText('Failed to get your two-factor authentication status.'),
    ).toBeTruthy();
  });

  it('sets up with a QR code and the link as text; a valid code and the password turn it on and show the recovery codes once', async () => {
    vi.mocked(getMfaEnabled).mockResolvedValue({ enabled: false });
    vi.mocked(createMfaAccount).mockResolvedValue({ accountUrl: URL });
    vi.mocked(enableMfa).mockResolvedValue({ enabled: true, recoveryCodes: CODES });
    const user = userEvent.setup();
    renderPage(<TwoFactorPage />, '/profile/2fa');
    await user.click(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    );
    const qr = await screen.findByRole('img', {
      name: 'QR code for setting up your authenticator app',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText(URL)).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    await user.type(screen.getByLabelText(/^6-digit code/), '12a');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(enableMfa).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^6-digit code/));
    await user.type(screen.getByLabelText(/^6-digit code/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    // Step-up: not sent without the current password.
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(enableMfa).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Current password/), 'Demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-factor authentication is on.')).toBeTruthy();
    expect(vi.mocked(enableMfa).mock.calls[0]?.slice(0, 2)).toEqual(['123456', 'Demo-pass-1']);
    expect(useUserStore.getState().user?.mfaEnabled).toBe(true);
    const list = screen.getByTestId('recovery-codes');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(await screen.findByText('You have 10 unused recovery codes.')).toBeTruthy();
  });

  it("shows 'Failed to create MFA.' when set-up cannot start", async () => {
    vi.mocked(getMfaEnabled).mockResolvedValue({ enabled: false });
    vi.mocked(createMfaAccount).mockRejectedValue(new ApiError('Network Error'));
    const user = userEvent.setup();
    renderPage(<TwoFactorPage />, '/profile/2fa');
    await user.click(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    );
    expect(
      await screen.findByText('Failed to start setting up two-factor authentication.'),
    ).toBeTruthy();
  });

  it('turning off calls disable, then delete, then sets mfaEnabled false', async () => {
    signInTestUser(true);
    const calls: string[] = [];
    vi.mocked(getMfaEnabled).mockResolvedValue({ enabled: true });
    vi.mocked(disableMfa).mockImplementation(async () => {
      calls.push('disable');
      return { enabled: false };
    });
    vi.mocked(deleteMfaAccount).mockImplementation(async () => {
      calls.push('delete');
    });
    const user = userEvent.setup();
    renderPage(<TwoFactorPage />, '/profile/2fa');
    await user.click(
      await screen.findByRole('button', { name: 'Turn off two-factor authentication' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    // Step-up: the dialog stays open and asks for the current password.
    expect(await screen.findByText('Enter your current password.')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.type(
      screen.getByRole('dialog').querySelector('input[name="currentPassword"]') as HTMLElement,
      'Demo-pass-1',
    );
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeTruthy();
    expect(calls).toEqual(['disable', 'delete']);
    expect(vi.mocked(disableMfa).mock.calls[0]?.[0]).toBe('Demo-pass-1');
    expect(vi.mocked(deleteMfaAccount).mock.calls[0]?.[0]).toBe('Demo-pass-1');
    expect(useUserStore.getState().user?.mfaEnabled).toBe(false);
  });

  it("shows 'Failed to delete MFA.' when the account cannot be deleted", async () => {
    signInTestUser(true);
    vi.mocked(getMfaEnabled).mockResolvedValue({ enabled: true });
    vi.mocked(disableMfa).mockResolvedValue({ enabled: false });
    vi.mocked(deleteMfaAccount).mockRejectedValue(new ApiError('Network Error'));
    const user = userEvent.setup();
    renderPage(<TwoFactorPage />, '/profile/2fa');
    await user.click(
      await screen.findByRole('button', { name: 'Turn off two-factor authentication' }),
    );
    await user.type(
      (await screen.findByRole('dialog')).querySelector(
        'input[name="currentPassword"]',
      ) as HTMLElement,
      'Demo-pass-1',
    );
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText(
        'Failed to remove your authenticator from two-factor authentication.',
      ),
    ).toBeTruthy();
  });

  it("shows the two-factor words when disable fails, logs spec 8's message, and deletes nothing", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signInTestUser(true);
    vi.mocked(getMfaEnabled).mockResolvedValue({ enabled: true });
    vi.mocked(disableMfa).mockRejectedValue(new ApiError('Network Error'));
    const user = userEvent.setup();
    renderPage(<TwoFactorPage />, '/profile/2fa');
    await user.click(
      await screen.findByRole('button', { name: 'Turn off two-factor authentication' }),
    );
    await user.type(
      (await screen.findByRole('dialog')).querySelector(
        'input[name="currentPassword"]',
      ) as HTMLElement,
      'Demo-pass-1',
    );
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Failed to turn off two-factor authentication.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to disable MFA.', expect.anything());
    expect(deleteMfaAccount).not.toHaveBeenCalled();
    expect(useUserStore.getState().user?.mfaEnabled).toBe(true);
    logged.mockRestore();
  });

  it("keeps the dialog open with 'Invalid current password.' for a wrong password", async () => {
    signInTestUser(true);
    vi.mocked(getMfaEnabled).mockResolvedValue({ enabled: true });
    vi.mocked(disableMfa).mockRejectedValue(
      new ApiError('Invalid current password.', 403, { message: 'Invalid current password.' }),
    );
    const user = userEvent.setup();
    renderPage(<TwoFactorPage />, '/profile/2fa');
    await user.click(
      await screen.findByRole('button', { name: 'Turn off two-factor authentication' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(dialog.querySelector('input[name="currentPassword"]') as HTMLElement, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Invalid current password.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(deleteMfaAccount).not.toHaveBeenCalled();
  });

  it('gets new recovery codes with the current password and shows them', async () => {
    signInTestUser(true);
    vi.mocked(getMfaEnabled).mockResolvedValue({ enabled: true });
    vi.mocked(renewRecoveryCodes).mockResolvedValue({ recoveryCodes: CODES });
    const user = userEvent.setup();
    renderPage(<TwoFactorPage />, '/profile/2fa');
    await user.click(await screen.findByRole('button', { name: 'Get new recovery codes' }));
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Current password/), 'Demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    expect(await screen.findByTestId('recovery-codes')).toBeTruthy();
    expect(vi.mocked(renewRecoveryCodes).mock.calls[0]?.[0]).toBe('Demo-pass-1');
  });
});
