// What both confirmation pages show for an order id this customer does not have.
import { InlineMessage } from '../../components/inline-message/inline-message';
import { useText } from '../../lib/shared/i18n/use-text';
import { ordersText } from './text';

export function OrderNotFound({ id }: { id: string }) {
  const t = useText(ordersText);
  return <InlineMessage variant="info">{t('notFound', { id })}</InlineMessage>;
}
