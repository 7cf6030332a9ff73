// Page titles of the billing area (spec 2.1). Kept apart from messages.ts because the route
// table (in the first-load chunk) needs only these; the other strings load with the pages.
export const BILLING_TITLES = {
  billing: 'Billing',
  payment: 'Make a Payment',
  manage: 'Saved Payment Methods',
  history: 'Billing History',
  transactions: 'Transaction History',
  autopay: 'Autopay',
  subscription: 'Subscriptions',
  billingAddress: 'Billing Address',
  paperless: 'Paperless Billing',
} as const;
