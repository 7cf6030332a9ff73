import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChangeMessage } from './change-message';
import { useChangeFeedback } from './use-change-feedback';
import { useFailureMessage } from './use-failure-message';

function Harness() {
  const feedback = useChangeFeedback();
  const itemRef = useRef<HTMLLIElement>(null);
  return (
    <>
      <ChangeMessage feedback={feedback} />
      <ul>
        <li ref={itemRef}>Jordan</li>
      </ul>
      <button onClick={() => feedback.say('Saved.')}>save</button>
      <button onClick={() => feedback.say('Jordan was added.', { focus: () => itemRef.current })}>
        add
      </button>
      <button onClick={() => feedback.say('Failed to put emergency contacts.', { tone: 'error' })}>
        fail
      </button>
      <button onClick={() => feedback.focusAfterRender(() => itemRef.current)}>cancel</button>
    </>
  );
}

const announcer = () => document.querySelector('[data-change-announcer]')!;

describe('change feedback', () => {
  it('keeps its live regions in the page before anything happens', () => {
    render(<Harness />);
    expect(announcer().querySelector('[role="status"]')?.textContent).toBe('');
    expect(announcer().querySelector('[role="alert"]')?.textContent).toBe('');
    // The message itself is not a second live region: it is said once.
    fireEvent.click(screen.getByText('save'));
    expect(screen.getAllByText('Saved.')).toHaveLength(1);
  });

  it('announces a confirmation and moves focus to it', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByText('save'));
    await act(() => vi.runAllTimersAsync());
    expect(announcer().querySelector('[role="status"]')?.textContent).toBe('Saved.');
    expect(document.activeElement).toBe(document.querySelector('.shs-change-message'));
    expect(document.activeElement?.textContent).toBe('Saved.');
    // Said again: a new element in the region, so a screen reader hears it again.
    const first = document.activeElement;
    fireEvent.click(screen.getByText('save'));
    await act(() => vi.runAllTimersAsync());
    expect(announcer().querySelector('[role="status"]')?.textContent).toBe('Saved.');
    expect(document.activeElement).not.toBe(first);
    expect(document.activeElement?.textContent).toBe('Saved.');
    vi.useRealTimers();
  });

  it('moves focus to the given target, e.g. a new item, which becomes focusable', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByText('add'));
    await act(() => vi.runAllTimersAsync());
    const item = screen.getByText('Jordan');
    expect(document.activeElement).toBe(item);
    expect(item.getAttribute('tabindex')).toBe('-1');
    expect(announcer().querySelector('[role="status"]')?.textContent).toBe('Jordan was added.');
    vi.useRealTimers();
  });

  it('announces errors as alerts', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByText('fail'));
    await act(() => vi.runAllTimersAsync());
    expect(announcer().querySelector('[role="alert"]')?.textContent).toBe(
      'Failed to put emergency contacts.',
    );
    expect(announcer().querySelector('[role="status"]')?.textContent).toBe('');
    expect(document.activeElement?.textContent).toBe('Failed to put emergency contacts.');
    vi.useRealTimers();
  });

  it('moves focus without a message when asked (Cancel back to where the form opened)', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByText('cancel'));
    await act(() => vi.runAllTimersAsync());
    expect(document.activeElement).toBe(screen.getByText('Jordan'));
    expect(announcer().textContent).toBe('');
    vi.useRealTimers();
  });

  it('useFailureMessage says a failure as an alert, focused, and clears when it goes', async () => {
    vi.useFakeTimers();
    function Form({ failure }: { failure: string | null }) {
      return <ChangeMessage feedback={useFailureMessage(failure)} />;
    }
    const { rerender } = render(<Form failure={null} />);
    expect(announcer().textContent).toBe('');
    rerender(<Form failure="The account service is down." />);
    await act(() => vi.runAllTimersAsync());
    expect(announcer().querySelector('[role="alert"]')?.textContent).toBe(
      'The account service is down.',
    );
    expect(document.activeElement?.textContent).toBe('The account service is down.');
    rerender(<Form failure={null} />);
    await act(() => vi.runAllTimersAsync());
    expect(announcer().textContent).toBe('');
    vi.useRealTimers();
  });
});
