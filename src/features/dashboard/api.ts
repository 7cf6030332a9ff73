// The one call that is the dashboard's own (docs/contracts.md, "Needs your attention"): the bill,
// autopay, visits and service of the cards are billing's, appointments' and profile's calls, read
// through those areas' queries.ts (docs/decisions/008).
import { apiClient, type CallOptions } from '../../lib/http/api-client';
import { apiUrl } from '../../lib/http/api-url';
import type { AttentionFacts } from '../../contracts/attention';

export type { AttentionFacts };

/** What may need the customer's action on each of their services. */
export function getAttention({ signal }: CallOptions = {}) {
  return apiClient().request<AttentionFacts>(apiUrl('accountCentre', '/attention'), { signal });
}
