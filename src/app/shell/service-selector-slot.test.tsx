import { act, render, screen, waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { indexServices } from '../../lib/shared/services';
import { ServiceSelectorSlot } from './service-selector-slot';

// The interactive selector's chunk arrives when the test says so.
const chunk = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('./service-selector', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const two = indexServices([
  { serviceName: 'S-100200300', nickName: 'Home' },
  { serviceName: 'S-100200301', nickName: 'Cabin' },
]);

describe('ServiceSelectorSlot', () => {
  it('keeps the one closed selector on screen while the interactive one loads, then swaps it once', async () => {
    const slot = (interactive: boolean) => (
      <ServiceSelectorSlot
        services={two}
        selectedServiceName="S-100200301"
        onSelect={() => undefined}
        interactive={interactive}
      />
    );
    const { rerender } = render(slot(false));
    const closed = screen.getByRole('button', { name: /Service address.*Cabin/ });
    expect(closed.getAttribute('aria-busy')).toBe('true');

    // The shell asks for the interactive selector in a transition; its chunk has not come yet.
    act(() => startTransition(() => rerender(slot(true))));
    expect(screen.getByRole('button', { name: /Service address.*Cabin/ })).toBe(closed);
    expect(closed.isConnected).toBe(true);

    await act(async () => chunk.arrive());
    const selector = () => screen.getByRole('button', { name: /Service address.*Cabin/ });
    await waitFor(() => expect((selector() as HTMLButtonElement).disabled).toBe(false));
    const interactive = selector();
    expect(interactive).not.toBe(closed);
    expect(interactive.hasAttribute('aria-busy')).toBe(false);
    expect(closed.isConnected).toBe(false);
  });

  it('with one service stays closed and not busy, even once interactive is asked for', () => {
    const one = indexServices([{ serviceName: 'S-1', nickName: 'Home' }]);
    render(
      <ServiceSelectorSlot
        services={one}
        selectedServiceName="S-1"
        onSelect={() => undefined}
        interactive
      />,
    );
    const button = screen.getByRole('button', { name: /Service address.*Home/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});
