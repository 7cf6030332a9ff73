// Order and sale confirmation pages (spec 2.1), one lazily loaded chunk.
export { OrderConfirmationPage } from './order-confirmation-page';
export { SaleConfirmationPage } from './sale-confirmation-page';
