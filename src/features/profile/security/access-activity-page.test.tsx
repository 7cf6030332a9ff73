import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-client';
import { AccessActivityPage } from './access-activity-page';
import {
  getAccessActivity,
  getSignedInDevices,
  signOutDevice,
  signOutOtherDevices,
  type AccessActivityItem,
  type SignedInDevice,
} from '../api';
import { renderPage, signInTestUser } from '../test-utils';

vi.mock('../api', () => ({
  getAccessActivity: vi.fn(),
  getSignedInDevices: vi.fn(),
  signOutDevice: vi.fn(),
  signOutOtherDevices: vi.fn(),
}));
const devices = vi.mocked(getSignedInDevices);

const device = (id: string, extra: Partial<SignedInDevice> = {}): SignedInDevice => ({
  id,
  browser: 'Edge 130',
  os: 'macOS 14',
  ip: '198.51.100.4',
  signedInAt: '2026-01-05T14:03:00.000Z',
  lastSeenAt: '2026-01-06T09:00:00.000Z',
  current: false,
  ...extra,
});
const activity = vi.mocked(getAccessActivity);

const item = (id: number, extra: Partial<AccessActivityItem> = {}): AccessActivityItem => ({
  id,
  occurredAt: '2026-01-05T14:03:00.000Z',
  browser: 'Chrome 131',
  os: 'Windows 10',
  ip: '203.0.113.7',
  success: true,
  mfaUsed: false,
  ...extra,
});

describe('AccessActivityPage', () => {
  beforeEach(() => {
    activity.mockReset();
    devices.mockReset().mockResolvedValue([]);
    signInTestUser();
  });

  it('lists sign-ins with result, 2FA, browser, OS and IP, and pages to older ones', async () => {
    activity.mockImplementation(async (page, pageSize) => ({
      items:
        page === 1
          ? [item(12, { success: false }), item(11, { mfaUsed: true })]
          : [item(2, { browser: 'Firefox 133' })],
      total: 12,
      page,
      pageSize,
    }));
    const user = userEvent.setup();
    renderPage(<AccessActivityPage />, '/profile/access-activity');
    const rows = await screen.findAllByRole('row');
    expect(rows[1]?.textContent).toContain('Failed');
    expect(rows[2]?.textContent).toContain('Used');
    expect(rows[2]?.textContent).toContain('Chrome 131');
    expect(rows[2]?.textContent).toContain('Windows 10');
    expect(rows[2]?.textContent).toContain('203.0.113.7');
    expect(screen.getByText('Page 1 of 2 (12 entries)')).toBeTruthy();
    expect(activity).toHaveBeenLastCalledWith(1, 10, expect.anything());

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Firefox 133')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2 (12 entries)')).toBeTruthy();
    expect(activity).toHaveBeenLastCalledWith(2, 10, expect.anything());
  });

  it('says what went wrong when the list cannot load', async () => {
    activity.mockRejectedValue(new ApiError('Bad', 400, { message: 'page must be 1 or more.' }));
    renderPage(<AccessActivityPage />, '/profile/access-activity');
    expect(
      await screen.findByText(
        'We could not load your account access activity. page must be 1 or more.',
      ),
    ).toBeTruthy();
  });

  it('lists signed-in devices, signs one out, and signs out everywhere else', async () => {
    activity.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 });
    let list = [
      device('here', { current: true, browser: 'Chrome 131', os: 'Linux' }),
      device('phone', { browser: 'Mobile Safari 17', os: 'iOS 17' }),
      device('tablet'),
    ];
    devices.mockImplementation(async () => list);
    vi.mocked(signOutDevice).mockImplementation(async (id) => {
      list = list.filter((entry) => entry.id !== id);
    });
    vi.mocked(signOutOtherDevices).mockImplementation(async () => {
      list = list.filter((entry) => entry.current);
      return { ended: 1 };
    });
    const user = userEvent.setup();
    renderPage(<AccessActivityPage />, '/profile/access-activity');
    expect(await screen.findByText('Chrome 131 on Linux')).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out: Chrome 131 on Linux' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign out: Mobile Safari 17 on iOS 17' }));
    expect(vi.mocked(signOutDevice).mock.calls[0]?.[0]).toBe('phone');
    expect(await screen.findByText('Mobile Safari 17 on iOS 17 was signed out.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(dialog.querySelector('.shs-button--primary') as HTMLElement);
    expect(await screen.findByText('1 other device was signed out.')).toBeTruthy();
    expect(signOutOtherDevices).toHaveBeenCalledTimes(1);
  });
});
