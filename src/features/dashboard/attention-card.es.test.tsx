// "Needs your attention" in Spanish (issue 28): the card's words, the items' texts with amounts
// and dates in es-US, and the count as a Spanish plural.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setActiveLocale } from '../../lib/shared/i18n/active-locale';
import { translator } from '../../lib/shared/i18n/catalogue';
import { LocaleContext } from '../../lib/shared/i18n/use-text';
import { buildStoredUser, useUserStore } from '../../stores/user-store';
import { getAttention } from './api';
import { AttentionCard } from './attention-card';
import { attentionItems } from './attention-rules';
import { attentionText } from './attention-text';
import { visitWindow } from './format';
import { dashboardText } from './text';
import { serviceFacts as service } from './attention-test-facts';

vi.mock('./api', () => ({ getAttention: vi.fn() }));

const FACTS = {
  today: '2026-11-26',
  services: [
    service({
      invoice: {
        serviceName: 'S-1',
        amountDueCents: 112_998,
        balanceCents: 112_998,
        dueDate: '2026-11-05',
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        status: 'overdue',
      },
      autopay: {
        enabled: false,
        paymentMethodId: null,
        nextDate: null,
        nextAmountCents: null,
        paymentMethod: null,
      },
      ordersToConfirm: [{ id: 'O-5001', salesChannel: 'web', createdAt: '2026-11-25T00:00:00Z' }],
    }),
  ],
};

beforeAll(() => dashboardText.load('es'));
beforeEach(() => {
  setActiveLocale('es');
  useUserStore.setState({
    user: buildStoredUser(
      { id: 'u1', customerId: 'C-1', services: [{ serviceName: 'S-1', nickName: 'Casa' }] },
      {},
      false,
    ),
  });
});
afterEach(() => setActiveLocale('en'));

describe('Needs your attention in Spanish', () => {
  it('says what needs action, with the count as a plural, in es-US', async () => {
    vi.mocked(getAttention).mockResolvedValue(FACTS);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LocaleContext.Provider value="es">
            <AttentionCard customerId="C-1" />
          </LocaleContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Requiere su atención' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: '2 avisos' });
    const [overdue, order] = within(list).getAllByRole('listitem');
    expect(overdue?.textContent).toContain('Urgente Saldo vencido de $1,129.98');
    expect(overdue?.textContent).toContain('Venció el 5 nov 2026.');
    expect(within(overdue as HTMLElement).getByRole('link').textContent).toBe(
      'Pagar ahora $1,129.98 de Casa',
    );
    expect(order?.textContent).toContain('Pendiente El pedido O-5001 espera su confirmación');
  });

  it('counts one item in the singular and words a coming visit by its kind', () => {
    const t = translator(dashboardText, 'es');
    expect(t('attention.count', { count: 1 })).toBe('1 aviso');
    const [item] = attentionItems({
      today: '2026-11-26',
      services: [
        service({
          upcomingVisits: [
            {
              id: 'A-1',
              type: 'service',
              status: 'scheduled',
              windowStart: '2026-12-08T15:00:00Z',
              windowEnd: '2026-12-08T17:00:00Z',
              address: '1 Main St',
              technicianNote: null,
              orderId: 'O-1',
              serviceName: 'S-1',
              technicianName: 'Dana',
            },
          ],
        }),
      ],
    });
    expect(item && attentionText(item, 'Casa', t)).toEqual({
      title: 'Próxima visita de servicio',
      detail: 'mar, 8 de dic, 8:00 a.m. – 10:00 a.m. MST (hora de la montaña)',
      action: 'Ver',
      actionContext: 'la visita de servicio de Casa',
    });
    // English is unchanged.
    expect(visitWindow('2026-12-08T15:00:00Z', '2026-12-08T17:00:00Z', 'en')).toBe(
      'Tue, Dec 8, 8:00 AM – 10:00 AM MST (Mountain Time)',
    );
  });
});
