// A value saved on one page is current on the dashboard without a reload: the dashboard's cards
// read the very cache entries the billing, appointments and profile areas write (ADR 008). Each
// test saves, then shows the dashboard card while its own re-read is still on the way, so what
// the card shows can only have come from the save.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '../../contracts/appointments';
import * as appointmentsApi from '../../features/appointments/api';
import { useSaveAppointment } from '../../features/appointments/queries';
import * as billingApi from '../../features/billing/api';
import { PaperlessBillingPage } from '../../features/billing/paperless-page';
import { useSaveAutopay } from '../../features/billing/queries';
import { AutopayCard, ServiceCard, VisitCard } from '../../features/dashboard/cards';
import * as profileApi from '../../features/profile/api';
import { useSaveNickname } from '../../features/profile/queries';
import { useServicesStore } from '../../stores/services-store';
import { buildStoredUser, useUserStore } from '../../stores/user-store';
import { useSelectedService } from '../../stores/use-selected-service';

vi.mock('../../features/billing/api');
vi.mock('../../features/appointments/api');
vi.mock('../../features/profile/api');
const billing = vi.mocked(billingApi);
const appointments = vi.mocked(appointmentsApi);
const profile = vi.mocked(profileApi);

const SERVICE = 'S-100200300';
/** A server answer that has not come back yet. */
const pending = <T,>() => new Promise<T>(() => {});

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);
const show = (ui: ReactElement) => render(ui, { wrapper });

function visit(start: string, end: string): Appointment {
  return {
    id: 'apt-1',
    type: 'installation',
    status: 'scheduled',
    windowStart: start,
    windowEnd: end,
    address: '1 Main St',
    technicianNote: null,
    orderId: 'O-1',
    serviceName: SERVICE,
    technicianName: 'Sam',
  };
}

beforeEach(() => {
  vi.resetAllMocks();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useUserStore.setState({
    user: buildStoredUser(
      { id: 'u1', customerId: 'C-1001', services: [{ serviceName: SERVICE, nickName: 'Home' }] },
      {},
      false,
    ),
  });
  useServicesStore.setState({ selectedServiceName: SERVICE });
  billing.getAutopay.mockResolvedValue({
    enabled: false,
    paymentMethodId: null,
    nextDate: null,
    nextAmountCents: null,
    paymentMethod: null,
  });
  billing.getInvoicePreferences.mockResolvedValue({ optIn: true, email: 'alex@example.com' });
  profile.getServiceAddress.mockResolvedValue({
    street: '1 Main St',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
  } as profileApi.ServiceAddress);
});

/** The dashboard's "Autopay and paperless" facts, as "Autopay: Off", "Paperless billing: On". */
async function autopayFacts() {
  const card = await screen.findByRole('region', { name: 'Autopay and paperless' });
  const facts = () =>
    within(card)
      .queryAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent?.trim()}`);
  return { card, facts };
}

describe('a save on one page is current on the dashboard', () => {
  it('paperless turned off on /billing/paperless-billing shows Off on the dashboard at once', async () => {
    const dashboard = show(<AutopayCard serviceName={SERVICE} />);
    const before = await autopayFacts();
    await vi.waitFor(() =>
      expect(before.facts()).toEqual(['Autopay: Off', 'Paperless billing: On']),
    );
    dashboard.unmount();

    billing.setInvoicePreferences.mockResolvedValue({ optIn: false, email: 'alex@example.com' });
    const page = show(<PaperlessBillingPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Paperless billing' }));
    expect(
      await screen.findByText(
        'Paperless billing is off. Statements come by mail to your billing address.',
      ),
    ).toBeTruthy();
    page.unmount();

    // The dashboard asks the server again, but that answer never comes: Off is the save's.
    billing.getInvoicePreferences.mockImplementation(pending);
    billing.getAutopay.mockImplementation(pending);
    show(<AutopayCard serviceName={SERVICE} />);
    const after = await autopayFacts();
    expect(after.facts()).toEqual(['Autopay: Off', 'Paperless billing: Off']);
  });

  it('autopay turned on shows On with the next payment on a dashboard that is already open', async () => {
    show(<AutopayCard serviceName={SERVICE} />);
    const { facts } = await autopayFacts();
    await vi.waitFor(() => expect(facts()).toEqual(['Autopay: Off', 'Paperless billing: On']));

    const turnedOn = {
      enabled: true,
      paymentMethodId: 'pm_1',
      nextDate: '2026-12-05',
      nextAmountCents: 8497,
      paymentMethod: null,
    };
    billing.setAutopay.mockResolvedValue(turnedOn);
    billing.getAutopay.mockImplementation(pending);
    const { result } = renderHook(() => useSaveAutopay(SERVICE), { wrapper });
    await act(() =>
      result.current.mutateAsync({ enabled: true, paymentMethodId: 'pm_1', acceptTerms: true }),
    );

    await vi.waitFor(() =>
      expect(facts()).toEqual([
        'Autopay: On Next payment $84.97 on Dec 5, 2026.',
        'Paperless billing: On',
      ]),
    );
  });

  it('a rescheduled visit moves on the dashboard without a reload', async () => {
    const first = visit('2026-12-10T15:00:00Z', '2026-12-10T17:00:00Z');
    const moved = visit('2026-12-14T16:00:00Z', '2026-12-14T18:00:00Z');
    appointments.getAppointments.mockResolvedValue({
      upcoming: [first],
      past: [],
      installationToBook: null,
    });
    show(<VisitCard serviceName={SERVICE} />);
    const card = await screen.findByRole('region', { name: 'Next visit' });
    const shown = () => card.querySelector('time')?.getAttribute('dateTime');
    await vi.waitFor(() => expect(shown()).toBe(first.windowStart));

    appointments.saveAppointment.mockResolvedValue(moved);
    appointments.getAppointments.mockResolvedValue({
      upcoming: [moved],
      past: [],
      installationToBook: null,
    });
    const { result } = renderHook(() => useSaveAppointment({ appointmentId: 'apt-1' }), {
      wrapper,
    });
    await act(() => result.current.mutateAsync(moved.windowStart));

    await vi.waitFor(() => expect(shown()).toBe(moved.windowStart));
  });

  it('a new nickname shows on the dashboard as soon as it is saved', async () => {
    function DashboardServiceCard() {
      const service = useSelectedService();
      return service ? <ServiceCard service={service} /> : null;
    }
    show(<DashboardServiceCard />);
    const card = await screen.findByRole('region', { name: 'Your service' });
    expect(within(card).getByText('Home')).toBeTruthy();

    profile.updateNickname.mockResolvedValue({ serviceName: SERVICE, nickName: 'Cabin' });
    const service = useUserStore.getState().user!.services.byName[SERVICE]!;
    const { result } = renderHook(() => useSaveNickname(service, () => {}), { wrapper });
    await act(() => result.current.mutateAsync('Cabin'));

    expect(within(card).getByText('Cabin')).toBeTruthy();
  });
});
