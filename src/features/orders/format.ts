// Money on the confirmation pages (their dates come from src/lib/dates/denver-time.ts).
import { formatCurrency } from '../../components/format/format-currency';

/** Integer cents as dollars: 4499 -> "$44.99". */
export function formatCents(cents: number): string {
  return formatCurrency(cents / 100, { fractionDigits: 2 });
}
