// Every route module the server mounts, one export line each; the app mounts them all in this
// order. To add one: `export { fooRoutes } from './foo.js';` (it must be a RouteModule).
export { configRoutes } from './config.js';
export { accountRoutes } from './account.js';
export { platformRoutes } from './platform.js';
export { serviceSettingsRoutes } from './service-settings.js';
export { contentRoutes } from './content.js';
export { commerceRoutes } from './commerce.js';
export { verbalPasswordRoutes } from './verbal-password.js';
export { billingRoutes } from './billing.js';
export { appointmentRoutes } from './appointments.js';
export { orderRoutes } from './orders.js';
export { chatRoutes } from './chat.js';
export { monitoringRoutes } from './monitoring.js';
export { collectorRoutes } from './collector.js';
export { mailRoutes } from './mail.js';
export { embeddingRoutes } from './embedding.js';
export { documentRoutes } from './documents.js';
export { communicationRoutes } from './communications.js';
export { referralRoutes } from './referral.js';
export { smartHomeRoutes } from './smart-home.js';
export { purchaseHistoryRoutes } from './purchase-history.js';
export { attentionRoutes } from './attention.js';
export { recentSignInRoutes } from './recent-sign-in.js';
export { configuratorRoutes } from './configurator.js';
export { passkeyRoutes } from './passkeys.js';
