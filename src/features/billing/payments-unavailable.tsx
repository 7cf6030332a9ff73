// /billing/payment when payments are switched off (config features.payments): the balance is
// still shown, with the honest way to pay instead of a form that would lead nowhere.
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Panel } from '../../components/page-layout/panel';
import { QueryState } from '../../components/query-state/query-state';
import { FEATURE_FALLBACKS, SUPPORT_PHONE } from '../../lib/shared/feature-fallbacks';
import { formatCents } from './format';
import { LOAD_ERRORS } from './messages';
import { useCurrentInvoice } from './queries';

/** The fallback line with the phone number as a link. */
export function PaymentsUnavailableMessage() {
  const [before] = FEATURE_FALLBACKS.payments.split(SUPPORT_PHONE.display);
  return (
    <InlineMessage variant="info">
      {before}
      <a href={SUPPORT_PHONE.href}>{SUPPORT_PHONE.display}</a>.
    </InlineMessage>
  );
}

export function PaymentsUnavailable({ serviceName }: { serviceName: string }) {
  const invoice = useCurrentInvoice(serviceName);
  return (
    <QueryState query={invoice} loadingLabel="Loading your bill" errorMessage={LOAD_ERRORS.invoice}>
      {(bill) => (
        <Panel title={`Balance: ${formatCents(bill.amountDueCents)}`}>
          <PaymentsUnavailableMessage />
        </Panel>
      )}
    </QueryState>
  );
}
