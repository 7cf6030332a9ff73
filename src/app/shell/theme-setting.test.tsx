// The footer's colour-scheme choice: the select shows the choice in the frame of the change, and
// the page (every subscriber of the stored choice) takes it on right after that frame.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_KEY, useThemeChoice } from '../../lib/browser/theme-choice';
import { ThemeSetting } from './theme-setting';

/** Something else on the page that follows the choice, as the shell's header does. */
function Follower() {
  return <p data-testid="follower">{useThemeChoice()}</p>;
}

afterEach(() => localStorage.clear());

describe('ThemeSetting (issue 27; issue 29: the page follows after the paint)', () => {
  it('shows the choice at once, then remembers it and the page follows', async () => {
    render(
      <>
        <ThemeSetting />
        <Follower />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Colour scheme' });
    expect(select).toHaveProperty('value', 'system');

    fireEvent.change(select, { target: { value: 'dark' } });
    expect(select).toHaveProperty('value', 'dark');
    expect(screen.getByTestId('follower').textContent).toBe('system');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();

    await waitFor(() => expect(screen.getByTestId('follower').textContent).toBe('dark'));
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(select).toHaveProperty('value', 'dark');

    fireEvent.change(select, { target: { value: 'system' } });
    await waitFor(() => expect(screen.getByTestId('follower').textContent).toBe('system'));
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
  });
});
