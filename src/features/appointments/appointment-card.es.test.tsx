// Appointments in Spanish (issue 28): a visit's card with its Spanish date, window and zone, the
// window picker's days in Spanish with their counts as plurals, and the .ics event's words.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setActiveLocale } from '../../lib/shared/i18n/active-locale';
import { translator } from '../../lib/shared/i18n/catalogue';
import { LocaleContext } from '../../lib/shared/i18n/use-text';
import { getWorkOrders, type Appointment } from './api';
import { AppointmentCard } from './appointment-card';
import { visitIcs } from './download-ics';
import { appointmentsText } from './text';
import { WindowForm } from './window-form';

vi.mock('./api', () => ({ getWorkOrders: vi.fn() }));

const visit: Appointment = {
  id: 'A-7001',
  type: 'installation',
  status: 'scheduled',
  windowStart: '2026-03-10T14:00:00.000Z',
  windowEnd: '2026-03-10T16:00:00.000Z',
  address: '12 Elm St, Provo, UT 84601',
  technicianNote: null,
  orderId: 'O-4001',
  serviceName: 'S-1001',
  technicianName: 'Dana Reyes',
};

function inSpanish(ui: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LocaleContext.Provider value="es">{ui}</LocaleContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => appointmentsText.load('es'));
beforeEach(() => setActiveLocale('es'));
afterEach(() => {
  setActiveLocale('en');
  vi.useRealTimers();
});

describe('appointments in Spanish', () => {
  it('shows a visit with its Spanish date, window and zone', async () => {
    vi.mocked(getWorkOrders).mockResolvedValue({ orderId: 'O-4001', workOrders: [] });
    inSpanish(<AppointmentCard appointment={visit} upcoming />);
    const card = screen.getByRole('article', {
      name: 'Instalación el martes, 10 de marzo de 2026',
    });
    expect(within(card).getByText('Programada')).toBeTruthy();
    expect(within(card).getByText('Horario de llegada')).toBeTruthy();
    expect(within(card).getByText('8:00 a.m. – 10:00 a.m. MDT')).toBeTruthy();
    expect(within(card).getByText('hora de la montaña (America/Denver)')).toBeTruthy();
    expect(within(card).getByText('Sin nota.')).toBeTruthy();
    expect(
      within(card).getByRole('link', {
        name: 'Cambiar la fecha: instalación el martes, 10 de marzo de 2026',
      }),
    ).toBeTruthy();
    expect(
      await within(card).findByText('Todavía no hay una orden de trabajo para esta visita.'),
    ).toBeTruthy();
  });

  it('offers the days in Spanish, each with its windows counted', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 9 March 2026, noon in Denver.
    vi.setSystemTime(new Date('2026-03-09T18:00:00.000Z'));
    const other = { start: '2026-03-10T16:00:00.000Z', end: '2026-03-10T18:00:00.000Z' };
    inSpanish(
      <WindowForm
        formRef={createRef()}
        windows={[{ start: visit.windowStart, end: visit.windowEnd }, other]}
        busy={false}
        selected={null}
        onSelect={() => undefined}
        onSubmit={() => undefined}
      />,
    );
    expect(screen.getByRole('group', { name: 'Día' })).toBeTruthy();
    expect(
      screen.getByRole('radio', { name: 'martes, 10 de marzo: 2 horarios libres' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('radio', { name: 'miércoles, 11 de marzo: no hay horarios libres' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('group', { name: 'Horario de llegada el martes, 10 de marzo' }),
    ).toBeTruthy();
    expect(screen.getAllByText('Ninguno libre')).toHaveLength(13);
    expect(screen.getByText('Todavía no eligió un horario.')).toBeTruthy();
    expect(translator(appointmentsText, 'es')('picker.count', { count: 1 })).toBe('1 horario');
  });

  it('words the calendar event in the reader’s language', () => {
    // RFC 5545 folds long lines (CRLF + space); unfolded, each property is one line.
    const unfold = (ics: string) => ics.replace(/\r\n /g, '');
    const now = new Date('2026-03-01T00:00:00Z');
    const spanish = unfold(visitIcs(visit, translator(appointmentsText, 'es'), now));
    expect(spanish).toContain('SUMMARY:Smart Home Security: Instalación\r\n');
    expect(spanish).toContain(
      'DESCRIPTION:Horario de llegada del técnico: 8:00 a.m. – 10:00 a.m. MDT. Pedido O-4001.\r\n',
    );
    setActiveLocale('en');
    const english = unfold(visitIcs(visit, translator(appointmentsText, 'en'), now));
    expect(english).toContain('SUMMARY:Smart Home Security: Installation\r\n');
    expect(english).toContain(
      'DESCRIPTION:Technician arrival window 8:00 AM – 10:00 AM MDT. Order O-4001.\r\n',
    );
  });
});
