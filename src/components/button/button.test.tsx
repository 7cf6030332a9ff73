import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

describe('Button (spec 4.6)', () => {
  it('is a real <button type="button"> in the empty state by default', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset.state).toBe('empty');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('pending: shows a spinner, is aria-busy and disabled, and cannot be pressed', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button state="pending" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(container.querySelector('.shs-button__spinner')).not.toBeNull();
    expect(container.querySelector('.shs-button__check')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('complete: shows a check mark, keeps its name and cannot be pressed', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button state="complete" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.dataset.state).toBe('complete');
    expect(container.querySelector('.shs-button__check svg')).not.toBeNull();
    expect(container.querySelector('.shs-button__spinner')).toBeNull();
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps focus while it goes pending (not natively disabled)', () => {
    const { rerender } = render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    rerender(<Button state="pending">Save</Button>);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('honours the native disabled attribute', () => {
    render(<Button disabled>Save</Button>);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has primary and secondary looks', () => {
    render(
      <>
        <Button>One</Button>
        <Button variant="secondary">Two</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'One' }).className).toContain('shs-button--primary');
    expect(screen.getByRole('button', { name: 'Two' }).className).toContain(
      'shs-button--secondary',
    );
  });

  it('forwards its ref to the <button>', () => {
    let node: HTMLButtonElement | null = null;
    render(
      <Button
        ref={(el) => {
          node = el;
        }}
      >
        Go
      </Button>,
    );
    expect(node).toBe(screen.getByRole('button', { name: 'Go' }));
  });
});

describe('buttonClassName', () => {
  it('gives a link the same look as the Button of that variant, and it stays a link', () => {
    render(
      <>
        <Button variant="secondary">Real</Button>
        <a href="/dashboard" className={buttonClassName('secondary')}>
          Link
        </a>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Link' });
    expect(link.className).toBe(screen.getByRole('button', { name: 'Real' }).className);
  });
});
