import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTimersUser, realTimers } from '../fake-timers';
import { KEEP_LIVE_ATTRIBUTE } from './page-inert';
import { Modal, type ModalCloseReason, type ModalProps } from './modal';

type Harness = Partial<ModalProps> & {
  /** Called with each reason; the harness closes the modal when it resolves. */
  work?: (reason: ModalCloseReason) => void | Promise<void>;
};

function Page({ work, ...props }: Harness) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>Page content</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Confirm"
        description="Are you sure?"
        primaryLabel="Save"
        secondaryLabel="Cancel"
        {...props}
        open={open}
        onClose={(reason) => {
          // Synchronous work closes synchronously, inside the click's act() scope.
          const result = work?.(reason);
          if (result instanceof Promise) return result.then(() => setOpen(false));
          setOpen(false);
        }}
      >
        <label>
          Name <input />
        </label>
      </Modal>
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(props: Harness = {}) {
  const user = fakeTimersUser();
  const view = render(<Page {...props} />);
  return { user, ...view };
}

async function openModal(user: ReturnType<typeof fakeTimersUser>) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog');
}

describe('Modal (spec 4.6, 9.6)', () => {
  afterEach(realTimers);

  it('renders into document.body by default, medium size, with dialog semantics', async () => {
    const { user, container } = setup();
    const dialog = await openModal(user);
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.closest('.shs-modal-host')?.parentElement).toBe(document.body);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toContain('shs-modal__dialog--medium');
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBe(dialog);
    const describedBy = dialog.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Are you sure?');
  });

  it('takes the small and large sizes', () => {
    const { rerender } = render(<Modal open size="small" title="A" onClose={() => {}} />);
    expect(screen.getByRole('dialog').className).toContain('shs-modal__dialog--small');
    rerender(<Modal open size="large" title="A" onClose={() => {}} />);
    expect(screen.getByRole('dialog').className).toContain('shs-modal__dialog--large');
  });

  it('renders into a given container', () => {
    const target = document.createElement('section');
    document.body.appendChild(target);
    render(<Modal open title="Here" container={target} onClose={() => {}} />);
    expect(target.contains(screen.getByRole('dialog'))).toBe(true);
    target.remove();
  });

  it('moves focus inside on open, traps Tab and Shift+Tab, and returns focus on close', async () => {
    const { user } = setup();
    const opener = screen.getByRole('button', { name: 'Open' });
    const dialog = await openModal(user);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(input);

    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.tab(); // Cancel
    await user.tab(); // Save, the last tabbable element
    expect(document.activeElement).toBe(save);
    await user.tab(); // wraps to the first: the close button
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true }); // wraps back to the last
    expect(document.activeElement).toBe(save);
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.click(close);
    expect(document.activeElement).toBe(opener);
  });

  it('makes the page behind inert while open, and only while open', async () => {
    const { user, container } = setup();
    await openModal(user);
    // The test's own root (holding the page content) is a child of body.
    expect(container.hasAttribute('inert')).toBe(true);
    const host = document.querySelector('.shs-modal-host')!;
    expect(host.hasAttribute('inert')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(container.hasAttribute('inert')).toBe(false);
  });

  it('leaves hosts marked to stay live (the toast viewport) out of the inert page', async () => {
    const live = document.createElement('div');
    live.setAttribute(KEEP_LIVE_ATTRIBUTE, '');
    document.body.appendChild(live);
    const { user, container } = setup();
    await openModal(user);
    expect(container.hasAttribute('inert')).toBe(true);
    expect(live.hasAttribute('inert')).toBe(false);
    live.remove();
  });

  it('closes on Esc only when escapeCloses is set', async () => {
    const work = vi.fn();
    const { user } = setup({ work });
    await openModal(user);
    await user.keyboard('{Escape}');
    expect(work).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('Esc asks to close with reason "close" when escapeCloses is set', async () => {
    const work = vi.fn();
    const { user } = setup({ work, escapeCloses: true });
    await openModal(user);
    await user.keyboard('{Escape}');
    expect(work).toHaveBeenCalledWith('close');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on an overlay click only when overlayClickCloses is set', async () => {
    const work = vi.fn();
    const { user, rerender } = setup({ work });
    await openModal(user);
    const overlay = screen.getByTestId('shs-modal-overlay');
    await user.click(overlay);
    expect(work).not.toHaveBeenCalled();
    // A click inside the dialog never counts as an overlay click.
    rerender(<Page work={work} overlayClickCloses />);
    await user.click(screen.getByRole('dialog'));
    expect(work).not.toHaveBeenCalled();
    await user.click(overlay);
    expect(work).toHaveBeenCalledWith('close');
  });

  it('hides the close button with hideCloseButton', async () => {
    const { user } = setup({ hideCloseButton: true });
    await openModal(user);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('reports the secondary reason', async () => {
    const work = vi.fn();
    const { user } = setup({ work });
    await openModal(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(work).toHaveBeenCalledWith('secondary');
  });

  it('primary: pending while the callback runs, complete on success, empty after the 300 ms leave transition', async () => {
    const job = deferred();
    const work = vi.fn((reason: ModalCloseReason) =>
      reason === 'primary' ? job.promise : undefined,
    );
    const { user } = setup({ work });
    await openModal(user);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(work).toHaveBeenCalledWith('primary');
    expect(save.dataset.state).toBe('pending');
    expect(save.getAttribute('aria-disabled')).toBe('true');
    // Pressing again while pending does not start the work twice.
    await user.click(save);
    expect(work).toHaveBeenCalledTimes(1);

    await act(async () => job.resolve());
    expect(save.dataset.state).toBe('complete');
    expect(save.getAttribute('aria-disabled')).toBe('true');
    // Still in the leave transition: the dialog is there, fading out.
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Reopened: the primary button starts empty again.
    await openModal(user);
    expect(screen.getByRole('button', { name: 'Save' }).dataset.state).toBe('empty');
  });

  it('primary: back to empty and still open when the callback fails', async () => {
    const job = deferred();
    const { user } = setup({ work: (reason) => (reason === 'primary' ? job.promise : undefined) });
    await openModal(user);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(save.dataset.state).toBe('pending');
    await act(async () => job.reject(new Error('Network down')));
    expect(save.dataset.state).toBe('empty');
    expect(save.hasAttribute('aria-disabled')).toBe(false);
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
