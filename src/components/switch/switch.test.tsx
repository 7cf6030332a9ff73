import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch (spec 4.6)', () => {
  it('is a switch named by its label with aria-checked, toggled by click', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Paperless billing" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Paperless billing' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles on Space and Enter', async () => {
    render(<Switch label="Autopay" defaultChecked />);
    const control = screen.getByRole('switch', { name: 'Autopay' });
    await userEvent.tab();
    expect(document.activeElement).toBe(control);
    await userEvent.keyboard(' ');
    expect(control.getAttribute('aria-checked')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(control.getAttribute('aria-checked')).toBe('true');
  });

  it('toggles when its label is clicked', async () => {
    render(<Switch label="Autopay" />);
    await userEvent.click(screen.getByText('Autopay'));
    expect(screen.getByRole('switch', { name: 'Autopay' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Autopay" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Autopay' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
