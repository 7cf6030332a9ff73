// Texts of the dashboard (spec 2.1 /dashboard; the cards of issue 12).
import { DASHBOARD_TITLE } from './title';

export const DASHBOARD_TEXT = {
  title: DASHBOARD_TITLE,
  greeting: (firstName: string) => (firstName ? `Welcome back, ${firstName}` : 'Welcome back'),
  selectedService: 'Selected service',
  noService: 'There is no service on your account yet.',
  cardsLabel: 'Your account at a glance',
  cardsLoading: 'Loading your account summary',
  notAvailable: 'This information is not available right now.',
} as const;

export const BILL_TEXT = {
  title: 'Your bill',
  loading: 'Loading your bill',
  error: 'Failed to get your bill.',
  amountDue: 'Amount due',
  dueDate: 'Due',
  payBill: 'Pay bill',
  /** Payments switched off: the card's action calls instead. */
  payByPhone: (phone: string) => `Pay by phone: ${phone}`,
  status: { due: 'Due', paid: 'Paid', overdue: 'Overdue' } as Record<string, string>,
  nothingDue: 'Nothing to pay right now.',
} as const;

export const AUTOPAY_TEXT = {
  title: 'Autopay and paperless',
  autopay: 'Autopay',
  paperless: 'Paperless billing',
  loadingAutopay: 'Loading autopay',
  loadingPaperless: 'Loading paperless billing',
  errorAutopay: 'Failed to get autopay.',
  errorPaperless: 'Failed to get paperless billing.',
  on: 'On',
  off: 'Off',
  nextPayment: (amount: string, date: string) => `Next payment ${amount} on ${date}.`,
  manageAutopay: 'Manage autopay',
  managePaperless: 'Manage paperless billing',
} as const;

export const VISIT_TEXT = {
  title: 'Next visit',
  loading: 'Loading your visits',
  error: 'Failed to get your appointments.',
  none: 'No technician visits are scheduled.',
  reschedule: 'Reschedule',
  all: 'All appointments',
  type: { installation: 'Installation', service: 'Service visit', removal: 'Removal' } as Record<
    string,
    string
  >,
} as const;

export const SERVICE_TEXT = {
  title: 'Your service',
  loading: 'Loading the service address',
  error: 'Failed to retrieve address.',
  nickname: 'Nickname',
  noNickname: 'No nickname',
  address: 'Address',
  noAddress: 'No address on file.',
  manage: 'Manage service',
} as const;

export const HELP_TEXT = {
  title: 'Help',
  lead: 'Questions about your system or your bill? We are here to help.',
  call: 'Call us',
  phoneDisplay: '1-800-555-0199',
  phoneHref: 'tel:+18005550199',
  chat: 'Chat with us: the button and its hours are at the foot of the page',
} as const;

export const SMART_HOME_SHORTCUT_TEXT = {
  title: 'My Smart Home',
  lead: 'Locks, cameras, thermostats and sensors, in the Smart Home app.',
  open: 'Go to My Smart Home',
} as const;
