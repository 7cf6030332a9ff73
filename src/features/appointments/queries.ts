// Server data of the appointments area through TanStack Query. Visits are keyed per service, so
// switching the selected service loads that service's visits.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkAvailability,
  getAppointment,
  getAppointments,
  getWorkOrders,
  saveAppointment,
  type Booking,
} from './api';

/** Query keys of the appointments area. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  lists: (serviceName: string) => ['appointments', 'list', serviceName] as const,
  one: (id: string) => ['appointments', 'one', id] as const,
  workOrders: (orderId: string) => ['appointments', 'work-orders', orderId] as const,
  availability: (booking: Booking) => ['appointments', 'availability', booking] as const,
};

export function useAppointments(serviceName: string | null) {
  return useQuery({
    queryKey: appointmentKeys.lists(serviceName ?? ''),
    queryFn: ({ signal }) => getAppointments(serviceName ?? '', { signal }),
    enabled: Boolean(serviceName),
    staleTime: 0,
  });
}

export function useAppointment(id: string) {
  return useQuery({
    queryKey: appointmentKeys.one(id),
    queryFn: ({ signal }) => getAppointment(id, { signal }),
    staleTime: 0,
    // A 404 is an answer, not a hiccup: do not ask again.
    retry: false,
  });
}

export function useWorkOrders(orderId: string) {
  return useQuery({
    queryKey: appointmentKeys.workOrders(orderId),
    queryFn: ({ signal }) => getWorkOrders(orderId, { signal }),
  });
}

export function useAvailability(booking: Booking | null) {
  return useQuery({
    queryKey: appointmentKeys.availability(booking ?? { serviceName: '' }),
    queryFn: ({ signal }) => checkAvailability(booking ?? { serviceName: '' }, { signal }),
    enabled: booking !== null,
    // Windows go fast: always ask the calendar again.
    staleTime: 0,
    retry: false,
  });
}

/**
 * Books or moves a visit into the chosen window. Every list of visits is asked again wherever it
 * shows (the appointments page, the dashboard's next-visit card), and the moved visit itself.
 */
export function useSaveAppointment(booking: Booking) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (windowStart: string) => saveAppointment(booking, windowStart),
    onSuccess: () => void client.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
