// Page titles of the order area (spec 2.1).
export const ORDER_TITLES = {
  order: 'Order Confirmation',
  sale: 'Sale Confirmation',
} as const;
