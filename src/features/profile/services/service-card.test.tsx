import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-client';
import { useUserStore } from '../../../stores/user-store';
import { getServiceAddress, updateNickname } from '../api';
import { ServiceCard } from './service-card';
import { renderPage, signInTestUser } from '../test-utils';

vi.mock('../api', () => ({ getServiceAddress: vi.fn(), updateNickname: vi.fn() }));

const service = () => useUserStore.getState().user!.services.byName['S-100200301']!;

describe('ServiceCard', () => {
  beforeEach(() => {
    vi.mocked(getServiceAddress).mockReset();
    vi.mocked(updateNickname).mockReset();
    signInTestUser();
  });

  it('shows the address on file', async () => {
    vi.mocked(getServiceAddress).mockResolvedValue({
      serviceName: 'S-100200301',
      street: '480 Canyon View Dr',
      city: 'Orem',
      state: 'UT',
      zip: '84097',
    });
    renderPage(<ServiceCard service={service()} />, '/profile');
    expect(await screen.findByText('Orem, UT 84097', { exact: false })).toBeTruthy();
    expect(getServiceAddress).toHaveBeenCalledWith('S-100200301', expect.anything());
  });

  it("says 'Failed to retrieve address.' with the server's reason when the call fails", async () => {
    const reason = 'Address service unavailable.';
    vi.mocked(getServiceAddress).mockRejectedValue(new ApiError(reason, 503, { message: reason }));
    renderPage(<ServiceCard service={service()} />, '/profile');
    expect(await screen.findByText(`Failed to retrieve address. ${reason}`)).toBeTruthy();
  });

  it('says plainly that there is no address on file (404), not that something failed', async () => {
    const reason = 'No address is on file for S-100200301.';
    vi.mocked(getServiceAddress).mockRejectedValue(new ApiError(reason, 404, { message: reason }));
    renderPage(<ServiceCard service={service()} />, '/profile');
    expect(await screen.findByText('No address on file.')).toBeTruthy();
    expect(screen.queryByText('Failed to retrieve address.', { exact: false })).toBeNull();
  });

  it('renames the service and the stored user takes the new title at once', async () => {
    vi.mocked(getServiceAddress).mockRejectedValue(new ApiError('Network Error'));
    vi.mocked(updateNickname).mockResolvedValue({
      serviceName: 'S-100200301',
      nickName: 'Lake House',
      streetAddress1: '480 Canyon View Dr',
    });
    const user = userEvent.setup();
    renderPage(<ServiceCard service={service()} />, '/profile');
    await user.click(screen.getByRole('button', { name: 'Rename 480 Canyon View Dr' }));
    await user.type(screen.getByLabelText('Nickname'), 'x'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(screen.getByText('Use at most 40 characters for the nickname.')).toBeTruthy();
    expect(updateNickname).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Nickname'));
    await user.type(screen.getByLabelText('Nickname'), '  Lake House ');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('The service is now called Lake House.')).toBeTruthy();
    expect(updateNickname).toHaveBeenCalledWith('S-100200301', 'Lake House');
    expect(service().nickName).toBe('Lake House');
    expect(useUserStore.getState().user!.services.names).toEqual(['S-100200300', 'S-100200301']);
  });

  it("keeps the typed nickname and says 'Failed to update nickname.' on failure, focused and announced", async () => {
    vi.mocked(getServiceAddress).mockRejectedValue(new ApiError('Network Error'));
    vi.mocked(updateNickname).mockRejectedValue(new ApiError('Network Error'));
    const user = userEvent.setup();
    renderPage(<ServiceCard service={service()} />, '/profile');
    await user.click(screen.getByRole('button', { name: 'Rename 480 Canyon View Dr' }));
    await user.type(screen.getByLabelText('Nickname'), 'Cabin');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    const failure = await screen.findByText('Failed to update nickname.');
    // Announced as an alert and focused, so keyboard and screen-reader users land on it.
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    await vi.waitFor(() => expect(document.activeElement?.contains(failure)).toBe(true));
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('Cabin');
    expect(service().nickName).toBeUndefined();
  });
});
