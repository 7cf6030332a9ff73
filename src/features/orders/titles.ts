// Page titles of order and sale confirmation (spec 2.1). Kept apart from messages.ts because
// the route table (in the first-load chunk) needs only these; the rest loads with the pages.
export const ORDER_TITLES = {
  order: 'Order Confirmation',
  sale: 'Sale Confirmation',
} as const;
