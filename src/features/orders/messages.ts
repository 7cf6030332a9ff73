// Strings of order and sale confirmation: page titles (spec 2.1) and the spec 8 failures.
// Tests assert them verbatim.

export { ORDER_TITLES } from './titles';

/** Spec 8, logged failures shown to the customer. */
export const ORDER_ERRORS = {
  get: 'Failed to get order',
  save: 'Failed to save order',
} as const;

export const ORDER_TEXT = {
  notFound: (id: string) =>
    `We could not find order ${id} on your account. Check the link in your email, or sign in with the account the order was made for.`,
  awaitingConfirmation: 'Waiting for your confirmation',
  confirmed: (date: string) => `Confirmed on ${date}`,
  justConfirmed: (id: string) => `Thank you. Order ${id} is confirmed.`,
  noInstallation: 'No installation visit is booked for this order yet.',
  bookNow: 'Book your installation now',
  awaitingAcceptance: 'Waiting for your acceptance',
  accepted: (name: string, date: string) => `Accepted by ${name} on ${date}`,
  justAccepted: (id: string) => `Thank you. The agreement for order ${id} is accepted.`,
  nameRequired: 'Type your full name to accept the agreement.',
  nameMismatch: 'The name you typed does not match the account holder’s name.',
  mustAgree: 'Tick the box to accept the agreement.',
} as const;
