import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './card';

describe('Card (spec 4.6)', () => {
  it('a selectable card toggles selected on click (aria-pressed)', async () => {
    const onSelectedChange = vi.fn();
    render(<Card selectable title="Pro plan" onSelectedChange={onSelectedChange} />);
    const card = screen.getByRole('button', { name: 'Pro plan' });
    expect(card.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(onSelectedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('false');
    expect(onSelectedChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with Enter and Space', async () => {
    render(<Card selectable title="Pro plan" />);
    const card = screen.getByRole('button', { name: 'Pro plan' });
    await userEvent.tab();
    expect(document.activeElement).toBe(card);
    await userEvent.keyboard('{Enter}');
    expect(card.getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard(' ');
    expect(card.getAttribute('aria-pressed')).toBe('false');
  });

  it('follows a controlled selected state', () => {
    const { rerender } = render(<Card selectable selected title="A" />);
    expect(screen.getByRole('button', { name: 'A' }).getAttribute('aria-pressed')).toBe('true');
    rerender(<Card selectable selected={false} title="A" />);
    expect(screen.getByRole('button', { name: 'A' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('a plain card is not a button', () => {
    render(<Card title="Plain" description="Just content" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Just content')).toBeTruthy();
  });
});
