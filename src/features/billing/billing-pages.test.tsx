import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-client';
import { useServicesStore } from '../../stores/services-store';
import { buildStoredUser, useUserStore } from '../../stores/user-store';
import * as api from './api';
import { BillingPage } from './billing-page';
import { PaymentPage } from './payment-page';
import { SubscriptionsPage } from './subscriptions-page';

vi.mock('./api');
const mocked = vi.mocked(api);

function renderAt(ui: ReactElement, pattern: string, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const invoice: api.CurrentInvoice = {
  serviceName: 'S-100200300',
  amountDueCents: 8497,
  balanceCents: 8497,
  dueDate: '2026-12-05',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  status: 'overdue',
};
const visa: api.PaymentMethod = {
  id: 'pm_1',
  brand: 'Visa',
  last4: '4242',
  expMonth: 8,
  expYear: 2028,
  expired: false,
  isDefault: true,
  usedByAutopay: false,
};

beforeEach(() => {
  vi.resetAllMocks();
  useUserStore.setState({
    user: buildStoredUser(
      {
        id: '65a1b2c3d4e5f60718293a4b',
        customerId: 'C-1001',
        services: [{ serviceName: 'S-100200300', nickName: 'Home' }],
      },
      {},
      false,
    ),
  });
  useServicesStore.setState({ selectedServiceName: 'S-100200300' });
  mocked.getCurrentInvoice.mockResolvedValue(invoice);
  mocked.getPaymentMethods.mockResolvedValue([visa]);
  mocked.getDefaultPaymentMethod.mockResolvedValue({
    id: 'pm_1',
    brand: 'Visa',
    last4: '4242',
    expMonth: 8,
    expYear: 2028,
    expired: false,
  });
  mocked.getAutopay.mockResolvedValue({
    enabled: false,
    paymentMethodId: null,
    nextDate: null,
    nextAmountCents: null,
    paymentMethod: null,
  });
  mocked.getInvoicePreferences.mockResolvedValue({ optIn: true, email: 'alex@example.com' });
  mocked.getSubscriptions.mockResolvedValue([]);
});

describe('billing overview', () => {
  it('shows the bill with its status, and no financing section when there is none', async () => {
    mocked.getFinancing.mockRejectedValue(new ApiError('none', 404, { message: 'none' }));
    renderAt(<BillingPage />, '/billing', '/billing');
    const bill = await screen.findByRole('region', { name: 'Current bill' });
    expect(await within(bill).findByText('$84.97')).toBeTruthy();
    expect(within(bill).getByText('Overdue')).toBeTruthy();
    expect(mocked.getCurrentInvoice).toHaveBeenCalledWith(
      'S-100200300',
      'C-1001',
      expect.anything(),
    );
    expect(await screen.findByText('On, statements go to alex@example.com')).toBeTruthy();
    expect(await screen.findByText('No subscriptions on this service.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Equipment financing' })).toBeNull();
  });

  it("keeps the bill's place while it loads: its labels and links now, its values after", async () => {
    mocked.getFinancing.mockRejectedValue(new ApiError('none', 404, { message: 'none' }));
    let answer: (bill: api.CurrentInvoice) => void = () => undefined;
    mocked.getCurrentInvoice.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt(<BillingPage />, '/billing', '/billing');
    const bill = await screen.findByRole('region', { name: 'Current bill' });
    expect(within(bill).getByRole('status').textContent).toBe('Loading your bill');
    for (const label of ['Amount due', 'Due date', 'Statement period'])
      expect(within(bill).getByText(label)).toBeTruthy();
    expect(within(bill).getByRole('link', { name: 'Make a Payment' }).getAttribute('href')).toBe(
      '/billing/payment',
    );
    // The values are bars of a typical value's size, never read out: no made-up amount or date.
    const amount = within(bill).getByTestId('amount-due');
    expect(amount.textContent).toBe('$888.88');
    expect(amount.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(within(bill).queryByText('$84.97')).toBeNull();

    answer(invoice);
    expect(await within(bill).findByText('$84.97')).toBeTruthy();
    expect(within(bill).getByText('December 5, 2026')).toBeTruthy();
    expect(within(bill).getByText('November 1, 2026 to November 30, 2026')).toBeTruthy();
    expect(within(bill).queryByRole('status')).toBeNull();
  });

  it('shows the default card from the default payment method call (spec 7.2)', async () => {
    mocked.getFinancing.mockRejectedValue(new ApiError('none', 404, { message: 'none' }));
    renderAt(<BillingPage />, '/billing', '/billing');
    const pay = await screen.findByRole('region', { name: 'How you pay' });
    expect(await within(pay).findByText(/Visa ending 4242, expires 08\/28/)).toBeTruthy();
    expect(mocked.getDefaultPaymentMethod).toHaveBeenCalledWith('S-100200300', expect.anything());
    expect(mocked.getPaymentMethods).not.toHaveBeenCalled();
  });

  it("says 'No default card' when the call answers 404", async () => {
    mocked.getFinancing.mockRejectedValue(new ApiError('none', 404, { message: 'none' }));
    mocked.getDefaultPaymentMethod.mockRejectedValue(
      new ApiError('none', 404, { message: 'none' }),
    );
    renderAt(<BillingPage />, '/billing', '/billing');
    const pay = await screen.findByRole('region', { name: 'How you pay' });
    expect(await within(pay).findByText('No default card')).toBeTruthy();
  });

  it('says what failed and offers Try again', async () => {
    mocked.getFinancing.mockRejectedValue(new ApiError('boom', 503));
    mocked.getCurrentInvoice.mockRejectedValue(
      new ApiError('Request failed with status code 503', 503),
    );
    renderAt(<BillingPage />, '/billing', '/billing');
    expect(await screen.findByText('We could not load your bill.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});

describe('Make a Payment', () => {
  it('keeps a bad amount and explains it; a good one reaches the review with one key per attempt', async () => {
    mocked.generatePaymentUrl.mockRejectedValue(new ApiError('down', 503));
    const user = userEvent.setup();
    renderAt(<PaymentPage />, '/billing/payment', '/billing/payment');
    await user.click(await screen.findByRole('radio', { name: 'Another amount' }));
    const amount = screen.getByRole('textbox', { name: 'Amount to pay' });
    await user.type(amount, '0.5');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(screen.getByText('Enter at least $1.00.')).toBeTruthy();
    // Kept (formatted on leaving the field).
    expect((amount as HTMLInputElement).value).toBe('0.50');
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    const review = await screen.findByRole('region', { name: 'Review your payment' });
    expect(within(review).getByText('$100.00')).toBeTruthy();
    expect(within(review).getByText('Visa ending 4242')).toBeTruthy();
    const go = within(review).getByRole('button', { name: 'Continue to secure payment' });
    await user.click(go);
    expect(await screen.findByText(/We could not start the payment\./)).toBeTruthy();
    await user.click(go);
    const keys = mocked.generatePaymentUrl.mock.calls.map(([, request]) => request.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(mocked.generatePaymentUrl.mock.calls[0]?.[1]).toMatchObject({
      purpose: 'payment',
      amountCents: 10000,
      paymentMethodId: 'pm_1',
    });
  });
});

describe('Subscriptions', () => {
  it('shows a clear not-found state with a way back for an unknown feature', async () => {
    renderAt(
      <SubscriptionsPage />,
      '/billing/subscription/:featureName',
      '/billing/subscription/dvr',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Subscription not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Billing' }).getAttribute('href')).toBe(
      '/billing',
    );
    expect(mocked.getSubscriptions).not.toHaveBeenCalled();
  });
});
