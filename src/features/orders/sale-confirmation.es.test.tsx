// Sale confirmation in Spanish (issue 28): the agreement with its amounts and the term as a
// Spanish plural, its status, and the typed-signature checks.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageTitles } from '../../lib/routing/page-titles';
import { setActiveLocale } from '../../lib/shared/i18n/active-locale';
import { translator } from '../../lib/shared/i18n/catalogue';
import { LocaleContext } from '../../lib/shared/i18n/use-text';
import { buildStoredUser, useUserStore } from '../../stores/user-store';
import { acceptSale, getSaleConfirmation, type SaleConfirmation } from './api';
import { SaleConfirmationPage } from './sale-confirmation-page';
import { ordersText } from './text';

vi.mock('./api', () => ({ getSaleConfirmation: vi.fn(), acceptSale: vi.fn() }));

const sale: SaleConfirmation = {
  orderId: 'O-5002',
  status: 'awaiting_acceptance',
  serviceName: 'S-1001',
  address: '12 Elm St, Provo, UT 84601',
  representative: 'Jordan Lee',
  plan: { name: 'Smart Home Security Protection Plan', monthlyCents: 3999, termMonths: 36 },
  equipment: [{ name: 'Doorbell camera', quantity: 1, oneTimeCents: 19_900, monthlyCents: 0 }],
  oneTimeTotalCents: 19_900,
  terms: 'Terms text.',
  createdAt: '2026-11-24T16:30:00.000Z',
  acceptedBy: null,
  acceptedAt: null,
};

beforeAll(() => Promise.all([ordersText.load('es'), pageTitles.load('es')]));
beforeEach(() => {
  setActiveLocale('es');
  useUserStore.setState({
    user: buildStoredUser(
      { id: 'u1', customerId: 'C-1', firstName: 'Alex', lastName: 'Rivera', services: [] },
      {},
      false,
    ),
  });
});
afterEach(() => setActiveLocale('en'));

describe('sale confirmation in Spanish', () => {
  it('shows the agreement in es-US and checks the typed name in Spanish', async () => {
    vi.mocked(getSaleConfirmation).mockResolvedValue(sale);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/sales/order/O-5002']}>
          <LocaleContext.Provider value="es">
            <Routes>
              <Route path="/sales/order/:orderId" element={<SaleConfirmationPage />} />
            </Routes>
          </LocaleContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirmación de la venta');
    expect(await screen.findByRole('heading', { name: 'Contrato del pedido O-5002' })).toBeTruthy();
    expect(screen.getByText('Esperando su aceptación').tagName).toBe('STRONG');
    expect(screen.getByText(/^Estado:/).textContent).toBe('Estado: Esperando su aceptación');
    expect(
      screen.getByText(
        'Preparado por Jordan Lee el martes, 24 de noviembre de 2026, 9:30 a.m. MST para 12 Elm St, Provo, UT 84601 (S-1001).',
      ),
    ).toBeTruthy();
    expect(screen.getByText('$39.99 al mes')).toBeTruthy();
    expect(screen.getByText('36 meses')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Equipo' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Aceptar el contrato' }));
    expect(screen.getByText('Escriba su nombre completo para aceptar el contrato.')).toBeTruthy();
    expect(screen.getByText('Marque la casilla para aceptar el contrato.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Su nombre completo/ }), 'Sam Chen');
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar el contrato' }));
    expect(
      screen.getByText('El nombre que escribió no coincide con el del titular de la cuenta.'),
    ).toBeTruthy();
    expect(acceptSale).not.toHaveBeenCalled();
  });

  it('says a term of one month in the singular', () => {
    expect(translator(ordersText, 'es')('sale.termMonths', { months: 1 })).toBe('1 mes');
    expect(translator(ordersText, 'en')('sale.termMonths', { months: 36 })).toBe('36 months');
  });
});
