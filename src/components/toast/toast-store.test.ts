import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from './toast-store';

const store = () => useToastStore.getState();
const messages = () => store().toasts.map((t) => t.message);

describe('useToastStore (spec 4.6)', () => {
  beforeEach(() => store().clear());

  it('queues messages in order; the first is the one on screen', () => {
    store().show({ message: 'Saved', type: 'user-action' });
    store().show({ message: 'Undo?', type: 'user-action' });
    expect(messages()).toEqual(['Saved', 'Undo?']);
  });

  it('defaults to an info message of the default type', () => {
    store().show({ message: 'Hello' });
    expect(store().toasts[0]).toMatchObject({ variant: 'info', type: 'default' });
  });

  it('a new default message replaces the last default message', () => {
    store().show({ message: 'First' });
    store().show({ message: 'Second', variant: 'success' });
    expect(messages()).toEqual(['Second']);
  });

  it('replaces the last default message even behind a user-action message', () => {
    store().show({ message: 'Loading done' });
    store().show({ message: 'Confirm your email', type: 'user-action' });
    store().show({ message: 'Profile saved' });
    expect(messages()).toEqual(['Profile saved', 'Confirm your email']);
  });

  it('user-action messages never replace each other', () => {
    store().show({ message: 'A', type: 'user-action' });
    store().show({ message: 'B', type: 'user-action' });
    expect(messages()).toEqual(['A', 'B']);
  });

  it('ignores a message identical to the last one', () => {
    const first = store().show({ message: 'Card declined', variant: 'error', type: 'user-action' });
    const again = store().show({ message: 'Card declined', variant: 'error', type: 'user-action' });
    expect(again).toBe(first);
    expect(messages()).toEqual(['Card declined']);
    // The same text with another look is a different message.
    store().show({ message: 'Card declined', variant: 'info', type: 'user-action' });
    expect(messages()).toEqual(['Card declined', 'Card declined']);
  });

  it('keeps the identical default message as it is (same id, not replaced)', () => {
    const first = store().show({ message: 'Saved' });
    expect(store().show({ message: 'Saved' })).toBe(first);
    expect(store().toasts[0]?.id).toBe(first);
  });

  it('dismiss removes one toast and shows the next', () => {
    const a = store().show({ message: 'A', type: 'user-action' });
    store().show({ message: 'B', type: 'user-action' });
    store().dismiss(a);
    expect(messages()).toEqual(['B']);
  });
});
