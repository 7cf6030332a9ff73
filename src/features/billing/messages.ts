// Strings of the billing area. Messages the issue and the spec quote are kept verbatim: the
// tests assert them character for character.

export { BILLING_TITLES } from './titles';

/** The provider's name: the prefix of the Protection Plan products (spec 3). */
export const PROVIDER_NAME = 'Smart Home Security';

/** Spec 3 "Subscription product names", by the featureName in /billing/subscription/{featureName}. */
export const SUBSCRIPTION_PRODUCTS: Readonly<Record<string, string>> = {
  'playback-dvr': 'Playback DVR',
  'protection-plan': `${PROVIDER_NAME} Protection Plan`,
  'protection-plan-mobile': `${PROVIDER_NAME} Protection Plan Mobile`,
  'protection-plan-mobile-plus': `${PROVIDER_NAME} Protection Plan Mobile Plus`,
};

/** The featureName that lists every subscription (the sub-navigation's target). */
export const ALL_SUBSCRIPTIONS = 'all';

/** Outcomes of the hosted payment page (issue 10). */
export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined.',
  cancelled: 'Payment cancelled. You have not been charged.',
  notCharged: 'Nothing was charged.',
  unfinished: 'This payment was not finished. Nothing was charged.',
  /** The one button that tries again with what was chosen (issue 24). */
  retry: (amount: string, card: string | null) =>
    `Try again: pay ${amount} with ${card ?? 'a new card'}`,
  change: 'Change the amount or card',
  retryFailed: 'We could not start the payment again.',
} as const;

/** The receipt page of a successful payment (issue 24). */
export const RECEIPT_TEXT = {
  title: 'Payment receipt',
  thanks: (amount: string) => `Thank you. We received your payment of ${amount}.`,
  mailed: (email: string) => `We emailed this receipt to ${email}.`,
  print: 'Print receipt',
} as const;

/** Client-side checks of the payment amount, shown next to the field. */
export const AMOUNT_ERRORS = {
  required: 'Enter the amount you want to pay.',
  tooSmall: 'Enter at least $1.00.',
  tooLarge: (max: string) => `You can pay at most ${max} at a time.`,
} as const;

/** Billing address form checks. */
export const ADDRESS_ERRORS = {
  street: 'Enter the street address, for example 12 Elm St.',
  city: 'Enter the city.',
  state: 'Enter the state, for example UT.',
  zip: 'Enter a 5-digit ZIP code, for example 84601.',
} as const;

/** What each page says when its data could not be loaded. */
export const LOAD_ERRORS = {
  invoice: 'We could not load your bill.',
  methods: 'We could not load your saved payment methods.',
  autopay: 'We could not load your autopay settings.',
  preferences: 'We could not load your paperless billing setting.',
  financing: 'We could not load your equipment financing.',
  history: 'We could not load your statements.',
  transactions: 'We could not load your transactions.',
  subscriptions: 'We could not load your subscriptions.',
  address: 'We could not load your billing address.',
  payment: 'We could not load the result of your payment.',
} as const;
