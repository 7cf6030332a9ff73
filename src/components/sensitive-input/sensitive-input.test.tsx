import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTimersUser, realTimers } from '../fake-timers';
import { SensitiveInput } from './sensitive-input';

const B = '\u2022';
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SensitiveInput (spec 5, 9.6)', () => {
  let user: ReturnType<typeof fakeTimersUser>;
  let onChange: ReturnType<typeof vi.fn<(value: string) => void>>;
  let input: HTMLInputElement;
  beforeEach(() => {
    user = fakeTimersUser();
    onChange = vi.fn<(value: string) => void>();
    render(<SensitiveInput label="Account number" name="account" onChange={onChange} />);
    input = screen.getByRole('textbox', { name: 'Account number' }) as HTMLInputElement;
  });
  afterEach(realTimers);

  it('shows bullets and keeps the real value', async () => {
    await user.type(input, '1234');
    advance(3000);
    expect(input.value).toBe(`${B}${B}${B}${B}`);
    expect(onChange).toHaveBeenLastCalledWith('1234');
    const hidden = document.querySelector<HTMLInputElement>('input[name="account"]');
    expect(hidden?.value).toBe('1234');
  });

  it('reveals only the newly typed character, for 3000 ms', async () => {
    await user.type(input, '12');
    expect(input.value).toBe(`${B}2`);
    advance(2999);
    expect(input.value).toBe(`${B}2`);
    advance(1);
    expect(input.value).toBe(`${B}${B}`);
  });

  it('restarts the 3000 ms for each new character', async () => {
    await user.type(input, '1');
    advance(2000);
    await user.type(input, '2');
    advance(2999);
    expect(input.value).toBe(`${B}2`);
    advance(1);
    expect(input.value).toBe(`${B}${B}`);
  });

  it('inserts at the caret and deletes at the caret without losing text', async () => {
    await user.type(input, '1234');
    // Caret between 2 and 3, type x.
    await user.type(input, 'x', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(onChange).toHaveBeenLastCalledWith('12x34');
    expect(input.value).toBe(`${B}${B}x${B}${B}`);
    expect(input.selectionStart).toBe(3);
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('1234');
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith('124');
  });

  it('pastes at the caret without revealing the pasted text', async () => {
    await user.type(input, '14');
    advance(3000);
    await user.click(input);
    input.setSelectionRange(1, 1);
    await user.paste('23');
    expect(onChange).toHaveBeenLastCalledWith('1234');
    expect(input.value).toBe(`${B}${B}${B}${B}`);
  });

  it('blocks copying and cutting', async () => {
    await user.type(input, '1234');
    const copy = createEvent.copy(input);
    fireEvent(input, copy);
    expect(copy.defaultPrevented).toBe(true);
    const cut = createEvent.cut(input);
    fireEvent(input, cut);
    expect(cut.defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('1234');
  });
});
