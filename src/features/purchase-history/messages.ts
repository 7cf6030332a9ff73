// Page title of the Purchase History area (spec 2.1).
export const PURCHASE_HISTORY_TITLE = 'Purchase History';
