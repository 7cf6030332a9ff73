// The billing area in Spanish (issue 28): the words come from locales/es.json, counts follow the
// Spanish plural rules, and dates and money read as an es-US reader expects, still in Denver time.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-client';
import { pageTitles } from '../../lib/routing/page-titles';
import { setActiveLocale } from '../../lib/shared/i18n/active-locale';
import { translator } from '../../lib/shared/i18n/catalogue';
import { LocaleContext } from '../../lib/shared/i18n/use-text';
import { useServicesStore } from '../../stores/services-store';
import { buildStoredUser, useUserStore } from '../../stores/user-store';
import * as api from './api';
import { BillingPage } from './billing-page';
import { paymentAmountError } from './format';
import { PaymentPage } from './payment-page';
import { billingText } from './text';
import { TransactionHistoryPage } from './transactions-page';
import { transactionsCsv } from './transactions-csv';

vi.mock('./api');
const mocked = vi.mocked(api);

function renderInSpanish(ui: ReactElement, path: string, pattern = path.split('?')[0] ?? path) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <LocaleContext.Provider value="es">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </LocaleContext.Provider>,
  );
}

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

const session: api.PaymentSession = {
  id: 'ps_1',
  purpose: 'payment',
  status: 'cancelled',
  amountCents: 1250,
  message: null,
  confirmationNumber: null,
  balanceAfterCents: null,
  paymentMethod: { id: 'pm_1', brand: 'Visa', last4: '4242' },
  paidWith: null,
  completedAt: '2026-11-26T16:00:00.000Z',
  chosenMethodId: 'pm_1',
  saveCard: false,
};

const payment = (id: string, amountCents: number): api.Transaction => ({
  id,
  date: '2026-11-05',
  type: 'payment',
  description: 'Payment, Visa ending 4242',
  amountCents,
});

beforeAll(async () => {
  await Promise.all([billingText.load('es'), pageTitles.load('es')]);
});

beforeEach(() => {
  vi.resetAllMocks();
  // Dates and money follow the account centre's language (lib/i18n/language.ts sets it).
  setActiveLocale('es');
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
});

afterEach(() => setActiveLocale('en'));

describe('billing in Spanish', () => {
  it('shows the receipt in Spanish: heading, amount, card and the Denver date', async () => {
    mocked.getPaymentSession.mockResolvedValue({
      ...session,
      status: 'succeeded',
      confirmationNumber: 'SHS-7K2Q9XMD',
      balanceAfterCents: 0,
      paidWith: { brand: 'Mastercard', last4: '4444' },
    });
    renderInSpanish(<PaymentPage />, '/billing/payment?session=ps_1');
    expect(screen.getByRole('heading', { level: 1, name: 'Hacer un pago' })).toBeTruthy();
    expect(screen.getByText(/^Para/).textContent).toBe(
      'Para Home (S-100200300). Elija otro servicio en el selector de servicios para ver su facturación.',
    );
    const receipt = await screen.findByRole('region', { name: 'Recibo de pago' });
    expect(within(receipt).getByText('Gracias. Recibimos su pago de $12.50.')).toBeTruthy();
    expect(within(receipt).getByText('Mastercard terminada en 4444')).toBeTruthy();
    expect(within(receipt).getByText('Número de confirmación')).toBeTruthy();
    // 16:00 UTC on November 26 is 9:00 in the morning in Denver (MST).
    expect(
      within(receipt).getByText('jueves, 26 de noviembre de 2026, 9:00 a.m. MST'),
    ).toBeTruthy();
    expect(within(receipt).getByText('Le enviamos este recibo a alex@example.com.')).toBeTruthy();
    expect(within(receipt).getByRole('link', { name: 'Volver a Facturación' })).toBeTruthy();
  });

  it('says in Spanish that a cancelled payment charged nothing, and retries in one click', async () => {
    mocked.getPaymentSession.mockResolvedValue(session);
    mocked.generatePaymentUrl.mockRejectedValue(new ApiError('down', 503));
    renderInSpanish(<PaymentPage />, '/billing/payment?session=ps_1');
    expect(await screen.findByText('Pago cancelado. No se le hizo ningún cargo.')).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Intentar de nuevo: pagar $12.50 con Visa terminada en 4242',
      }),
    );
    expect(await screen.findByText('No pudimos volver a iniciar el pago.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cambiar el monto o la tarjeta' })).toBeTruthy();
  });

  it('shows the overview with the due date and status in Spanish', async () => {
    mocked.getCurrentInvoice.mockResolvedValue({
      serviceName: 'S-100200300',
      amountDueCents: 8497,
      balanceCents: 8497,
      dueDate: '2026-12-05',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      status: 'overdue',
    });
    mocked.getDefaultPaymentMethod.mockResolvedValue(visa);
    mocked.getAutopay.mockResolvedValue({
      enabled: false,
      paymentMethodId: null,
      paymentMethod: null,
      nextDate: null,
      nextAmountCents: null,
    });
    mocked.getInvoicePreferences.mockResolvedValue({ optIn: true, email: 'alex@example.com' });
    mocked.getSubscriptions.mockResolvedValue([]);
    mocked.getFinancing.mockRejectedValue(new ApiError('none', 404, { message: 'none' }));
    renderInSpanish(<BillingPage />, '/billing');
    expect(screen.getByRole('heading', { level: 1, name: 'Facturación' })).toBeTruthy();
    const bill = await screen.findByRole('region', { name: 'Factura actual' });
    expect(await within(bill).findByText('Vencida')).toBeTruthy();
    expect(within(bill).getByText('5 de diciembre de 2026')).toBeTruthy();
    expect(
      within(bill).getByText('Del 1 de noviembre de 2026 al 30 de noviembre de 2026'),
    ).toBeTruthy();
    const pay = screen.getByRole('region', { name: 'Cómo paga' });
    expect(await within(pay).findByText('Visa terminada en 4242, vence 08/28')).toBeTruthy();
    expect(await within(pay).findByText('Desactivado')).toBeTruthy();
    expect(
      await within(pay).findByText('Activada, los estados de cuenta se envían a alex@example.com'),
    ).toBeTruthy();
    expect(await screen.findByText('No hay suscripciones en este servicio.')).toBeTruthy();
  });

  it('counts transactions with the Spanish plural and labels the table in Spanish', async () => {
    mocked.getTransactions.mockResolvedValue({ items: [payment('a', -8497)] });
    renderInSpanish(<TransactionHistoryPage />, '/billing/transactions');
    expect(
      await screen.findByText('1 transacción, de la más reciente a la más antigua.'),
    ).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Descripción' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Pago' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '5 nov 2026' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Reembolsos' })).toBeTruthy();
  });

  it('words the amount checks and the CSV export in Spanish', () => {
    const t = translator(billingText, 'es');
    expect(paymentAmountError(0.5, t)).toBe('Ingrese al menos $1.00.');
    expect(paymentAmountError(2000.01, t)).toBe('Puede pagar como máximo $2,000.00 a la vez.');
    expect(t('transactions.caption', { count: 3 })).toBe(
      '3 transacciones, de la más reciente a la más antigua.',
    );
    expect(t('subscriptions.confirmTitle', { count: 1 })).toBe('¿Quitar esta suscripción?');
    expect(t('subscriptions.confirmTitle', { count: 2 })).toBe('¿Quitar 2 suscripciones?');
    expect(
      transactionsCsv([payment('a', -8497), { ...payment('b', 500), type: 'refund' }], t),
    ).toBe(
      'Fecha,Tipo,Descripción,Monto (USD)\r\n' +
        '2026-11-05,Pago,"Payment, Visa ending 4242",-84.97\r\n' +
        '2026-11-05,Reembolso,"Payment, Visa ending 4242",5.00\r\n',
    );
  });
});
