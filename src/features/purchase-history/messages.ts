// Texts of the Purchase History area (spec 2.1 /purchase-history).
export { PURCHASE_HISTORY_TITLE } from './title';

export const PURCHASE_HISTORY_TEXT = {
  lead: 'Your past orders, newest first.',
  loading: 'Loading your purchase history',
  loadError: 'Failed to get purchase history.',
  empty: 'You have no orders yet.',
  order: (orderId: string) => `Order ${orderId}`,
  view: (orderId: string) => `View order ${orderId}`,
  total: 'Total',
  perMonth: (amount: string) => `${amount} a month`,
  channel: { web: 'Online', retail: 'In store', phone: 'By phone' } as Record<string, string>,
} as const;
