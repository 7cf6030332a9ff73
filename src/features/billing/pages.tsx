// The billing area's route module (spec 2.1 /billing and its nine children): the route table
// lazy-loads this one chunk and picks each page by name. Each page lives in its own file.
export { BillingLayout } from './billing-layout';
export { BillingPage } from './billing-page';
export { PaymentPage } from './payment-page';
export { SavedPaymentMethodsPage } from './manage-page';
export { BillingHistoryPage } from './history-page';
export { TransactionHistoryPage } from './transactions-page';
export { AutopayPage } from './autopay-page';
export { SubscriptionsPage } from './subscriptions-page';
export { BillingAddressPage } from './address-page';
export { PaperlessBillingPage } from './paperless-page';
export { SubscriptionRedirect } from './subscription-redirect';
