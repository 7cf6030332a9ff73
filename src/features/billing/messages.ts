// Page titles of the billing area (spec 2.1).
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
