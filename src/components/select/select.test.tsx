import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const plans = [
  { value: 'basic', label: 'Basic' },
  { value: 'plus', label: 'Plus' },
];

describe('Select (spec 5)', () => {
  it('is a native select named by its visible label', async () => {
    const onChange = vi.fn();
    render(<Select label="Plan" options={plans} placeholder="Choose a plan" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Plan' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('');
    await userEvent.selectOptions(select, 'plus');
    expect(onChange).toHaveBeenLastCalledWith('plus');
    expect(select.value).toBe('plus');
  });

  it('a required select with one option selects it by itself', () => {
    render(<Select label="Service" required options={[{ value: 's-1', label: '12 Elm St' }]} />);
    expect((screen.getByRole('combobox', { name: 'Service' }) as HTMLSelectElement).value).toBe(
      's-1',
    );
  });

  it('tells a controlled parent about the auto-selection', () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Service"
        required
        value=""
        onChange={onChange}
        options={[{ value: 's-1', label: '12 Elm St' }]}
      />,
    );
    expect(onChange).toHaveBeenCalledWith('s-1');
  });

  it('does not auto-select when optional or with several options', () => {
    const { unmount } = render(
      <Select label="A" placeholder="Pick" options={[{ value: 'x', label: 'X' }]} />,
    );
    expect((screen.getByRole('combobox', { name: 'A' }) as HTMLSelectElement).value).toBe('');
    unmount();
    render(<Select label="B" placeholder="Pick" required options={plans} />);
    expect((screen.getByRole('combobox', { name: 'B' }) as HTMLSelectElement).value).toBe('');
  });

  it('required without a label: asterisk after the placeholder, named by aria-label', () => {
    render(<Select placeholder="State" required options={plans} />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select.getAttribute('aria-label')).toBe('State');
    expect(select.querySelector('option')?.textContent).toBe('State *');
    expect((select as HTMLSelectElement).required).toBe(true);
  });

  it('optional without a label: no asterisk', () => {
    render(<Select placeholder="State" options={plans} />);
    expect(
      screen.getByRole('combobox', { name: 'State' }).querySelector('option')?.textContent,
    ).toBe('State');
  });

  it('shows an error: aria-invalid and described by the message', () => {
    render(<Select label="Plan" options={plans} error="Choose a plan." />);
    const select = screen.getByRole('combobox', { name: 'Plan' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose a plan.',
    );
  });

  it('is reachable with Tab', async () => {
    render(<Select label="Plan" options={plans} defaultValue="basic" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Plan' }));
  });
});
