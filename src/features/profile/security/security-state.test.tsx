import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getPasswordStatus } from '../api';
import { PasswordState } from './security-state';
import { renderPage, signInTestUser } from '../test-utils';

vi.mock('../api', () => ({ getPasswordStatus: vi.fn() }));

describe('PasswordState', () => {
  it('shows Set with when the password was last set, like the verbal password row', async () => {
    signInTestUser();
    vi.mocked(getPasswordStatus).mockResolvedValue({ changedAt: '2026-11-20T15:30:00.000Z' });
    renderPage(<PasswordState />, '/profile');
    expect(screen.getByText('Set').className).toContain('profile-status--on');
    const time = await screen.findByText((_, element) => element?.tagName === 'TIME');
    expect(time.getAttribute('datetime')).toBe('2026-11-20T15:30:00.000Z');
    expect(time.parentElement?.textContent).toMatch(/^Last updated /);
  });
});
