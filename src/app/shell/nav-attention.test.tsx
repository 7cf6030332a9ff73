// The navbar's counts ask the server once per page: not again when the dashboard has just asked
// (a cold dashboard sent the same request twice), and again on every new page, so a job done on
// one page lowers the count on the next.
import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttentionFacts } from '../../contracts/attention';
import * as dashboardApi from '../../features/dashboard/api';
import { serviceFacts } from '../../features/dashboard/attention-test-facts';
import { attentionKey } from '../../features/dashboard/queries';
import { queryClient } from '../../lib/http/query-client';
import { PATHS } from '../../lib/routing/paths';
import { JUST_ANSWERED_MS, NavAttention, type NavCounts } from './nav-attention';

vi.mock('../../features/dashboard/api');
const api = vi.mocked(dashboardApi);

const CUSTOMER = 'C-1';
/** One overdue bill: one thing to do under Billing. */
const ONE_BILL_DUE: AttentionFacts = {
  today: '2026-11-26',
  services: [
    serviceFacts({
      invoice: {
        serviceName: 'S-1',
        amountDueCents: 8497,
        balanceCents: 8497,
        dueDate: '2026-11-20',
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        status: 'overdue',
      },
    }),
  ],
};
const NOTHING_DUE: AttentionFacts = { today: '2026-11-26', services: [] };

function show(pathname: string) {
  const counts: NavCounts[] = [];
  const view = render(
    <NavAttention customerId={CUSTOMER} pathname={pathname} onCounts={(c) => counts.push(c)} />,
  );
  const moveTo = (next: string) =>
    view.rerender(
      <NavAttention customerId={CUSTOMER} pathname={next} onCounts={(c) => counts.push(c)} />,
    );
  return { counts, moveTo };
}

beforeEach(() => {
  queryClient.clear();
  api.getAttention.mockReset();
  api.getAttention.mockResolvedValue(ONE_BILL_DUE);
});

describe('the navbar counts', () => {
  it('ask once when nothing is known yet, and count what the answer holds', async () => {
    const { counts } = show(PATHS.billing);
    await waitFor(() =>
      expect(counts.at(-1)).toEqual({ [PATHS.billing]: 1, [PATHS.appointments]: 0 }),
    );
    expect(api.getAttention).toHaveBeenCalledTimes(1);
    // The one request was not aborted and sent again.
    expect(api.getAttention.mock.calls[0]![0]!.signal!.aborted).toBe(false);
  });

  it('do not ask again when the dashboard has just been answered, but do on the next page', async () => {
    queryClient.setQueryData([...attentionKey, CUSTOMER], ONE_BILL_DUE);
    const { counts, moveTo } = show(PATHS.dashboard);
    await waitFor(() =>
      expect(counts.at(-1)).toEqual({ [PATHS.billing]: 1, [PATHS.appointments]: 0 }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.getAttention).not.toHaveBeenCalled();

    // The bill is paid on the billing page: the next page shows the count gone.
    api.getAttention.mockResolvedValue(NOTHING_DUE);
    moveTo(PATHS.billing);
    await waitFor(() =>
      expect(counts.at(-1)).toEqual({ [PATHS.billing]: 0, [PATHS.appointments]: 0 }),
    );
    expect(api.getAttention).toHaveBeenCalledTimes(1);
  });

  it('ask again on mount when what is cached is older than a moment', async () => {
    queryClient.setQueryData([...attentionKey, CUSTOMER], ONE_BILL_DUE, {
      updatedAt: Date.now() - JUST_ANSWERED_MS - 1000,
    });
    api.getAttention.mockResolvedValue(NOTHING_DUE);
    const { counts } = show(PATHS.profile);
    await waitFor(() =>
      expect(counts.at(-1)).toEqual({ [PATHS.billing]: 0, [PATHS.appointments]: 0 }),
    );
    expect(api.getAttention).toHaveBeenCalledTimes(1);
  });
});
