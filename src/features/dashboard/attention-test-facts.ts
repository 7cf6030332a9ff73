// Test data for the "needs your attention" facts (contracts/attention.ts), shared by the tests of
// the rules, the dashboard's card and the navbar's counts. Imported by tests only.
import type { ServiceAttentionFacts } from '../../contracts/attention';

/** One service with nothing that needs action, but for `fields`. */
export const serviceFacts = (fields: Partial<ServiceAttentionFacts>): ServiceAttentionFacts => ({
  serviceName: 'S-1',
  invoice: null,
  autopay: null,
  cards: [],
  ordersToConfirm: [],
  salesToAccept: [],
  installationsToBook: [],
  upcomingVisits: [],
  ...fields,
});
