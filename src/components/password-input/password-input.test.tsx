import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

function setup() {
  render(
    <>
      <PasswordInput label="Password" />
      <button type="button">Next</button>
    </>,
  );
  const input = screen.getByLabelText('Password') as HTMLInputElement;
  const toggle = screen.getByRole('button', { name: 'Show password' });
  return { input, toggle };
}

describe('PasswordInput (spec 4.6)', () => {
  it('starts hidden and toggles shown/hidden with a labelled pressed button', async () => {
    const { input, toggle } = setup();
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(input.type).toBe('password');
  });

  it('keeps the typed value while toggling', async () => {
    const { input, toggle } = setup();
    await userEvent.type(input, 'Secret-1');
    await userEvent.click(toggle);
    expect(input.value).toBe('Secret-1');
  });

  it('returns to hidden when the field loses focus', async () => {
    const { input, toggle } = setup();
    await userEvent.click(toggle);
    await userEvent.click(input);
    expect(input.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(input.type).toBe('password');
  });

  it('stays shown when focus moves from the field to its own toggle', async () => {
    const { input, toggle } = setup();
    await userEvent.click(input);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(toggle);
    await userEvent.keyboard(' ');
    expect(input.type).toBe('text');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(input);
    expect(input.type).toBe('text');
    await userEvent.keyboard('{Tab}{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    expect(input.type).toBe('password');
  });
});
