// What both confirmation pages show for an order id this customer does not have.
import { InlineMessage } from '../../components/inline-message/inline-message';
import { ORDER_TEXT } from './messages';

export function OrderNotFound({ id }: { id: string }) {
  return <InlineMessage variant="info">{ORDER_TEXT.notFound(id)}</InlineMessage>;
}
