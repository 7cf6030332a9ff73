// /billing/payment when payments are switched off (config features.payments): the balance is
// still shown, with the honest way to pay instead of a form that would lead nowhere.
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Panel } from '../../components/page-layout/panel';
import { QueryState } from '../../components/query-state/query-state';
import { SUPPORT_PHONE } from '../../lib/shared/feature-fallbacks';
import { richText } from '../../lib/shared/i18n/rich-text';
import { useText } from '../../lib/shared/i18n/use-text';
import { sharedText } from '../../lib/shared/text';
import { formatCents } from './format';
import { billingText } from './text';
import { useCurrentInvoice } from './queries';

/** The fallback line with the phone number as a link. */
export function PaymentsUnavailableMessage() {
  const t = useText(sharedText);
  return (
    <InlineMessage variant="info">
      {richText(t('fallback.payments', { phone: SUPPORT_PHONE.display }), {
        phone: (number) => <a href={SUPPORT_PHONE.href}>{number}</a>,
      })}
    </InlineMessage>
  );
}

export function PaymentsUnavailable({ serviceName }: { serviceName: string }) {
  const invoice = useCurrentInvoice(serviceName);
  const t = useText(billingText);
  return (
    <QueryState query={invoice} loadingLabel={t('loading.bill')} errorMessage={t('load.invoice')}>
      {(bill) => (
        <Panel title={t('pay.balance', { amount: formatCents(bill.amountDueCents) })}>
          <PaymentsUnavailableMessage />
        </Panel>
      )}
    </QueryState>
  );
}
