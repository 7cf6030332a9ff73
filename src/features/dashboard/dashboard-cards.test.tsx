// The dashboard's cards show in order: the ones under the bill and the attention list wait,
// hidden, until both have their data (or failed), or at most REVEAL_AT_THE_LATEST_MS (issue 29:
// the top cards grow when their data arrives and pushed the cards below out of a phone's screen).
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '../../lib/shared/services';
import { DashboardCards, REVEAL_AT_THE_LATEST_MS } from './dashboard-cards';

/** The top cards' "settled" calls, made by the test when their data "arrives". */
const settle: Record<string, () => void> = {};

function FakeTopCard({ name, onSettled }: { name: string; onSettled?: () => void }) {
  useEffect(() => {
    settle[name] = () => onSettled?.();
  }, [name, onSettled]);
  return <section aria-label={name} />;
}

vi.mock('./attention-card', () => ({
  AttentionCard: (props: { onSettled?: () => void }) => <FakeTopCard name="Attention" {...props} />,
}));
vi.mock('./cards', () => {
  const card = (name: string) => () => <section aria-label={name} />;
  return {
    BillCard: (props: { onSettled?: () => void }) => <FakeTopCard name="Bill" {...props} />,
    AutopayCard: card('Autopay'),
    VisitCard: card('Visit'),
    ServiceCard: card('Service'),
    HelpCard: card('Help'),
    SmartHomeShortcut: card('Smart home'),
  };
});

const SERVICE = { serviceName: 'S-100200300' } as Service;
const shown = (name: string) => screen.queryByRole('region', { name }) !== null;

afterEach(() => vi.useRealTimers());

describe('DashboardCards: in order (issue 29)', () => {
  it('shows the cards below once the bill and the attention list have both settled', () => {
    render(<DashboardCards customerId="C-1" service={SERVICE} />);
    expect(shown('Bill')).toBe(true);
    expect(shown('Attention')).toBe(true);
    expect(shown('Autopay')).toBe(false);
    expect(shown('Help')).toBe(false);

    act(() => settle.Bill!());
    expect(shown('Autopay')).toBe(false);
    act(() => settle.Attention!());
    for (const name of ['Autopay', 'Visit', 'Service', 'Help', 'Smart home'])
      expect(shown(name)).toBe(true);
  });

  it('without a service, waits for the attention list only', () => {
    render(<DashboardCards customerId="C-1" service={undefined} />);
    expect(shown('Bill')).toBe(false);
    expect(shown('Help')).toBe(false);
    act(() => settle.Attention!());
    expect(shown('Help')).toBe(true);
    expect(shown('Autopay')).toBe(false);
  });

  it('shows them anyway when a top call hangs', () => {
    vi.useFakeTimers();
    render(<DashboardCards customerId="C-1" service={SERVICE} />);
    act(() => vi.advanceTimersByTime(REVEAL_AT_THE_LATEST_MS - 1));
    expect(shown('Help')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(shown('Help')).toBe(true);
  });
});
