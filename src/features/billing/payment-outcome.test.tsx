// The return from the hosted page (issue 24): a payment shows its receipt with the date in
// America/Denver; one that did not go through says why, and its one button opens a new hosted
// page with the same amount and card (a card that has expired since gives way to a new card).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useServicesStore } from '../../stores/services-store';
import { buildStoredUser, useUserStore } from '../../stores/user-store';
import * as api from './api';
import { PaymentPage } from './payment-page';

vi.mock('./api');
const mocked = vi.mocked(api);

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

const base: api.PaymentSession = {
  id: 'ps_1',
  purpose: 'payment',
  status: 'cancelled',
  amountCents: 1250,
  message: 'Payment cancelled. You have not been charged.',
  confirmationNumber: null,
  balanceAfterCents: null,
  paymentMethod: { id: 'pm_1', brand: 'Visa', last4: '4242' },
  paidWith: null,
  completedAt: '2026-11-26T16:00:00.000Z',
  chosenMethodId: 'pm_1',
  saveCard: false,
};

function renderResult() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/billing/payment?session=ps_1']}>
        <Routes>
          <Route path="/billing/payment" element={<PaymentPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const assign = vi.fn();

beforeEach(() => {
  vi.resetAllMocks();
  useUserStore.setState({
    user: buildStoredUser(
      {
        id: '65a1b2c3d4e5f60718293a4b',
        customerId: 'C-1001',
        email: 'alex@example.com',
        services: [{ serviceName: 'S-100200300', nickName: 'Home' }],
      },
      {},
      false,
    ),
  });
  useServicesStore.setState({ selectedServiceName: 'S-100200300' });
  mocked.getPaymentMethods.mockResolvedValue([visa]);
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => vi.unstubAllGlobals());

describe('after the hosted page', () => {
  it('shows the receipt: amount, card, confirmation number and the Denver date', async () => {
    mocked.getPaymentSession.mockResolvedValue({
      ...base,
      status: 'succeeded',
      message: null,
      confirmationNumber: 'SHS-7K2Q9XMD',
      balanceAfterCents: 0,
      paidWith: { brand: 'Mastercard', last4: '4444' },
    });
    renderResult();
    const receipt = await screen.findByRole('region', { name: 'Payment receipt' });
    expect(
      within(receipt).getByText('Thank you. We received your payment of $12.50.'),
    ).toBeTruthy();
    expect(within(receipt).getByText('Mastercard ending 4444')).toBeTruthy();
    expect(within(receipt).getByText('SHS-7K2Q9XMD')).toBeTruthy();
    // 16:00 UTC on November 26 is 9:00 in the morning in Denver (MST).
    expect(within(receipt).getByText('Thursday, November 26, 2026 at 9:00 AM MST')).toBeTruthy();
    expect(within(receipt).getByText('Home')).toBeTruthy();
    expect(within(receipt).getByText('We emailed this receipt to alex@example.com.')).toBeTruthy();
  });

  it('retries a cancelled payment with one button: the same amount and card, a new key', async () => {
    mocked.getPaymentSession.mockResolvedValue(base);
    mocked.generatePaymentUrl.mockResolvedValue({
      url: 'https://pay.example/ps_2',
      sessionId: 'ps_2',
    });
    renderResult();
    expect(await screen.findByText('Payment cancelled. You have not been charged.')).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Try again: pay $12.50 with Visa ending 4242' }),
    );
    expect(mocked.generatePaymentUrl).toHaveBeenCalledWith('S-100200300', {
      purpose: 'payment',
      idempotencyKey: expect.any(String),
      amountCents: 1250,
      paymentMethodId: 'pm_1',
      saveCard: false,
    });
    expect(assign).toHaveBeenCalledWith('https://pay.example/ps_2');
    expect(screen.getByRole('link', { name: 'Change the amount or card' })).toBeTruthy();
  });

  it('retries with a new card when the chosen one has expired since, and says a decline charged nothing', async () => {
    mocked.getPaymentMethods.mockResolvedValue([{ ...visa, expired: true }]);
    mocked.getPaymentSession.mockResolvedValue({
      ...base,
      status: 'declined',
      message: 'Your card was declined. The payment page stopped after 5 declined attempts.',
      saveCard: true,
    });
    mocked.generatePaymentUrl.mockResolvedValue({
      url: 'https://pay.example/ps_3',
      sessionId: 'ps_3',
    });
    renderResult();
    expect(
      await screen.findByText(
        'Your card was declined. The payment page stopped after 5 declined attempts. Nothing was charged.',
      ),
    ).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Try again: pay $12.50 with a new card' }),
    );
    expect(mocked.generatePaymentUrl).toHaveBeenCalledWith(
      'S-100200300',
      expect.objectContaining({ amountCents: 1250, paymentMethodId: undefined, saveCard: true }),
    );
  });
});
