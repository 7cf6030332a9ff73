// /billing/transactions: payments, charges, credits and refunds with date, description and
// signed amount; filter by date range and type; export what the filter shows as CSV.
import { useState } from 'react';
import { Panel } from '../../components/page-layout/panel';
import { Button } from '../../components/button/button';
import { QueryState } from '../../components/query-state/query-state';
import { Select } from '../../components/select/select';
import { TextInput } from '../../components/text-input/text-input';
import type { TransactionFilter } from './api';
import { BillingFrame } from './billing-frame';
import { formatCents, formatShortDay } from './format';
import { BILLING_TITLES, LOAD_ERRORS } from './messages';
import { useTransactions } from './queries';
import { transactionsCsv, typeLabel } from './transactions-csv';

const TYPES = [
  { value: 'all', label: 'All types' },
  { value: 'payment', label: 'Payments' },
  { value: 'charge', label: 'Charges' },
  { value: 'credit', label: 'Credits' },
  { value: 'refund', label: 'Refunds' },
];

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Transactions({ serviceName }: { serviceName: string }) {
  const [draft, setDraft] = useState<TransactionFilter>({ from: '', to: '', type: 'all' });
  const rangeError =
    draft.from && draft.to && draft.from > draft.to
      ? 'The start date must be on or before the end date.'
      : undefined;
  // The list follows the filter as long as it makes sense; a bad range keeps the last good one.
  const [filter, setFilter] = useState(draft);
  const update = (next: TransactionFilter) => {
    setDraft(next);
    if (!(next.from && next.to && next.from > next.to)) setFilter(next);
  };
  const transactions = useTransactions(serviceName, filter);

  return (
    <Panel title="Transactions">
      <form
        className="billing-filters"
        aria-label="Filter transactions"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextInput
          label="From"
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => update({ ...draft, from: e.target.value })}
        />
        <TextInput
          label="To"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          error={rangeError}
          onChange={(e) => update({ ...draft, to: e.target.value })}
        />
        <Select
          label="Type"
          options={TYPES}
          value={draft.type}
          onChange={(value) => update({ ...draft, type: value as TransactionFilter['type'] })}
        />
      </form>
      <QueryState
        query={transactions}
        loadingLabel="Loading your transactions"
        errorMessage={LOAD_ERRORS.transactions}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="shs-lead">No transactions match this filter.</p>}
      >
        {({ items }) => (
          <>
            <table
              className="shs-data-table billing-table"
              aria-busy={transactions.isFetching || undefined}
            >
              <caption aria-live="polite">
                {items.length} {items.length === 1 ? 'transaction' : 'transactions'}, newest first.
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Type</th>
                  <th scope="col">Description</th>
                  <th scope="col" className="shs-data-table__num">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((t) => (
                  <tr key={t.id}>
                    <td data-label="Date">
                      <time dateTime={t.date}>{formatShortDay(t.date)}</time>
                    </td>
                    <td data-label="Type">{typeLabel(t.type)}</td>
                    <td data-label="Description">{t.description}</td>
                    <td data-label="Amount" className="shs-data-table__num">
                      {formatCents(t.amountCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="billing-actions">
              <Button
                variant="secondary"
                onClick={() => download(transactionsCsv(items), `transactions-${serviceName}.csv`)}
              >
                Export CSV
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </Panel>
  );
}

export function TransactionHistoryPage() {
  return (
    <BillingFrame title={BILLING_TITLES.transactions}>
      {({ serviceName }) => <Transactions serviceName={serviceName} />}
    </BillingFrame>
  );
}
