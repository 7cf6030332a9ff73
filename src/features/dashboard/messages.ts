// Texts of the dashboard (spec 2.1 /dashboard).
export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  greeting: (firstName: string) => (firstName ? `Welcome back, ${firstName}` : 'Welcome back'),
  selectedService: 'Selected service',
  noService: 'There is no service on your account yet.',
} as const;
