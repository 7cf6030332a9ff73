import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTimersUser, realTimers } from '../fake-timers';
import { NumberInput } from './number-input';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const select = () => screen.queryByRole('combobox', { name: 'Cameras' }) as HTMLSelectElement;
const field = () => screen.queryByRole('spinbutton', { name: 'Cameras' }) as HTMLInputElement;

describe('NumberInput (spec 4.6, 5, 9.6)', () => {
  let user: ReturnType<typeof fakeTimersUser>;
  beforeEach(() => {
    user = fakeTimersUser();
  });
  afterEach(realTimers);

  it('offers a dropdown of 0 to 10 (11 options) whose top option reads 10+', () => {
    render(<NumberInput label="Cameras" />);
    const options = Array.from(select().options).map((o) => o.textContent);
    expect(options).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+']);
  });

  it('switches to a free numeric field once 10+ is chosen, keeping focus', async () => {
    const onChange = vi.fn();
    render(<NumberInput label="Cameras" onChange={onChange} />);
    await user.selectOptions(select(), '10');
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(select()).toBeNull();
    expect(field().value).toBe('10');
    expect(document.activeElement).toBe(field());
  });

  it('shows the field for a value of 10 or more from the start', () => {
    render(<NumberInput label="Cameras" defaultValue={14} />);
    expect(field().value).toBe('14');
  });

  it('goes back to the dropdown 750 ms after the value drops below 10', async () => {
    render(<NumberInput label="Cameras" defaultValue={12} />);
    await user.clear(field());
    await user.type(field(), '9');
    advance(749);
    expect(field()).not.toBeNull();
    advance(1);
    expect(field()).toBeNull();
    expect(select().value).toBe('9');
    expect(document.activeElement).toBe(select());
  });

  it('debounces: typing 1 then 5 within 750 ms stays in the field at 15', async () => {
    const onChange = vi.fn();
    render(<NumberInput label="Cameras" defaultValue={12} onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), '1');
    advance(700);
    await user.type(field(), '5');
    advance(2000);
    expect(field().value).toBe('15');
    expect(onChange).toHaveBeenLastCalledWith(15);
  });

  it('accepts a typed value only within min and max, keeping the typed text', async () => {
    const onChange = vi.fn();
    render(<NumberInput label="Cameras" defaultValue={10} max={20} onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), '25');
    expect(onChange).not.toHaveBeenCalledWith(25);
    expect(field().value).toBe('25');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(field().getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('Enter a number from 0 to 20.');
    // Invalid text is never thrown away by the switch back to the dropdown.
    advance(5000);
    expect(field().value).toBe('25');
  });

  it('disables dropdown options outside min and max', () => {
    render(<NumberInput label="Cameras" min={2} max={8} defaultValue={4} />);
    const disabled = Array.from(select().options)
      .filter((o) => o.disabled)
      .map((o) => o.value);
    expect(disabled).toEqual(['0', '1', '9', '10']);
  });

  it('steps by 1 by default with labelled increment and decrement buttons', async () => {
    const onChange = vi.fn();
    render(<NumberInput label="Cameras" defaultValue={3} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Increase Cameras' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Decrease Cameras' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Cameras' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(select().value).toBe('2');
  });

  it('steps by the given step', async () => {
    const onChange = vi.fn();
    render(<NumberInput label="Cameras" defaultValue={2} step={3} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Increase Cameras' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('disables the controls at the bounds and ignores presses there', async () => {
    const onChange = vi.fn();
    render(<NumberInput label="Cameras" min={1} max={3} defaultValue={1} onChange={onChange} />);
    const decrease = screen.getByRole('button', { name: 'Decrease Cameras' });
    const increase = screen.getByRole('button', { name: 'Increase Cameras' });
    expect(decrease.getAttribute('aria-disabled')).toBe('true');
    expect(increase.hasAttribute('aria-disabled')).toBe(false);
    await user.click(decrease);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(increase);
    await user.click(increase);
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    expect(decrease.hasAttribute('aria-disabled')).toBe(false);
    await user.click(increase);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('steps with the arrow keys in the field', async () => {
    render(<NumberInput label="Cameras" defaultValue={10} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field().value).toBe('12');
    await user.keyboard('{ArrowDown}');
    expect(field().value).toBe('11');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<NumberInput label="Cameras" value={4} />);
    expect(select().value).toBe('4');
    rerender(<NumberInput label="Cameras" value={11} />);
    expect(field().value).toBe('11');
  });
});
