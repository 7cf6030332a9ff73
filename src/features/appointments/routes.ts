// Routes of the appointments area (spec 2.1 /appointments, reschedule/{id} and /schedule).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';

const pages = () => import('./pages');

export const appointmentRoutes: AppRoute[] = [
  {
    path: PATHS.schedule,
    id: 'schedule',
    handle: authHandle('schedule', 'appointments.schedule', { serviceScoped: true }),
    lazy: lazyPage(pages, 'SchedulePage'),
  },
  {
    path: PATHS.appointments,
    id: 'appointments',
    handle: authHandle('appointments', 'appointments', {
      subNav: { display: 'appointments', icon: 'appointments' },
      serviceScoped: true,
    }),
    children: [
      {
        index: true,
        id: 'appointments-home',
        handle: authHandle('appointments-home'),
        lazy: lazyPage(pages, 'AppointmentsPage'),
      },
      {
        path: PATHS.appointmentReschedule,
        id: 'appointments-reschedule',
        handle: authHandle('appointments-reschedule', 'appointments.reschedule'),
        lazy: lazyPage(pages, 'ReschedulePage'),
      },
    ],
  },
];
