import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { AccessActivityPage } from './access-activity-page';
import { getAccessActivity, type AccessActivityItem } from './api';
import { LOAD_ERRORS } from './messages';
import { renderPage, signInTestUser } from './test-utils';

vi.mock('./api', () => ({ getAccessActivity: vi.fn() }));
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
    expect(screen.getByText('Page 1 of 2 (12 sign-ins)')).toBeTruthy();
    expect(activity).toHaveBeenLastCalledWith(1, 10, expect.anything());

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Firefox 133')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2 (12 sign-ins)')).toBeTruthy();
    expect(activity).toHaveBeenLastCalledWith(2, 10, expect.anything());
  });

  it('says what went wrong when the list cannot load', async () => {
    activity.mockRejectedValue(new ApiError('Bad', 400, { message: 'page must be 1 or more.' }));
    renderPage(<AccessActivityPage />, '/profile/access-activity');
    expect(await screen.findByText(`${LOAD_ERRORS.activity} page must be 1 or more.`)).toBeTruthy();
  });
});
