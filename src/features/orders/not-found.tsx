// What both confirmation pages show for an order id this customer does not have.
import { InlineMessage } from '../../components/inline-message/inline-message';
import { ApiError } from '../../lib/http/api-client';
import { ORDER_TEXT } from './messages';

/** True when the call said the order does not exist for this customer (or the id is invalid). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function OrderNotFound({ id }: { id: string }) {
  return <InlineMessage variant="info">{ORDER_TEXT.notFound(id)}</InlineMessage>;
}
