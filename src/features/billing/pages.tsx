// Billing pages (spec 2.1 /billing children). Their content arrives with the billing issue;
// until then each page is its real heading and nothing that pretends to be data.
import { BILLING_TITLES } from './messages';

export function BillingPage() {
  return <h1 className="page-title">{BILLING_TITLES.billing}</h1>;
}
export function PaymentPage() {
  return <h1 className="page-title">{BILLING_TITLES.payment}</h1>;
}
export function SavedPaymentMethodsPage() {
  return <h1 className="page-title">{BILLING_TITLES.manage}</h1>;
}
export function BillingHistoryPage() {
  return <h1 className="page-title">{BILLING_TITLES.history}</h1>;
}
export function TransactionHistoryPage() {
  return <h1 className="page-title">{BILLING_TITLES.transactions}</h1>;
}
export function AutopayPage() {
  return <h1 className="page-title">{BILLING_TITLES.autopay}</h1>;
}
export function SubscriptionsPage() {
  return <h1 className="page-title">{BILLING_TITLES.subscription}</h1>;
}
export function BillingAddressPage() {
  return <h1 className="page-title">{BILLING_TITLES.billingAddress}</h1>;
}
export function PaperlessBillingPage() {
  return <h1 className="page-title">{BILLING_TITLES.paperless}</h1>;
}
