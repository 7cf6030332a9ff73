import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextInput } from './text-input';

describe('TextInput (spec 5)', () => {
  it('is named by its visible label and keeps a plain placeholder', () => {
    render(<TextInput label="Email" placeholder="you@example.com" required />);
    const input = screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
    expect(input.placeholder).toBe('you@example.com');
    expect(input.required).toBe(true);
  });

  it('required without a label: asterisk after the placeholder, named by aria-label', () => {
    render(<TextInput placeholder="Nickname" required />);
    const input = screen.getByRole('textbox', { name: 'Nickname' }) as HTMLInputElement;
    expect(input.placeholder).toBe('Nickname *');
    expect(input.getAttribute('aria-label')).toBe('Nickname');
    expect(input.required).toBe(true);
  });

  it('optional without a label: no asterisk', () => {
    render(<TextInput placeholder="Nickname" />);
    expect((screen.getByRole('textbox') as HTMLInputElement).placeholder).toBe('Nickname');
  });

  it('shows an error: aria-invalid and described by the message', () => {
    render(<TextInput label="Email" hint="We never share it." error="Enter a valid email." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We never share it.',
      'Enter a valid email.',
    ]);
  });

  it('is not invalid without an error', () => {
    render(<TextInput label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('keeps what the user types', async () => {
    render(<TextInput label="Name" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Alex');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Alex');
  });
});
