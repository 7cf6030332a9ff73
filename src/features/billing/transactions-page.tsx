// /billing/transactions: payments, charges, credits and refunds with date, description and
// signed amount; filter by date range and type; export what the filter shows as CSV.
import { useState } from 'react';
import { Panel } from '../../components/page-layout/panel';
import { Button } from '../../components/button/button';
import { QueryState } from '../../components/query-state/query-state';
import { Select } from '../../components/select/select';
import { TextInput } from '../../components/text-input/text-input';
import { useText } from '../../lib/shared/i18n/use-text';
import type { TransactionFilter, TransactionType } from './api';
import { BillingFrame } from './billing-frame';
import { formatCents, formatShortDay } from './format';
import { useTransactions } from './queries';
import { billingText } from './text';
import { transactionsCsv, typeLabel } from './transactions-csv';

/** The types the filter offers, in order (after "All types"). */
const TYPES: readonly TransactionType[] = ['payment', 'charge', 'credit', 'refund'];

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
  const t = useText(billingText);
  const [draft, setDraft] = useState<TransactionFilter>({ from: '', to: '', type: 'all' });
  const rangeError =
    draft.from && draft.to && draft.from > draft.to ? t('transactions.rangeError') : undefined;
  // The list follows the filter as long as it makes sense; a bad range keeps the last good one.
  const [filter, setFilter] = useState(draft);
  const update = (next: TransactionFilter) => {
    setDraft(next);
    if (!(next.from && next.to && next.from > next.to)) setFilter(next);
  };
  const transactions = useTransactions(serviceName, filter);

  return (
    <Panel title={t('transactions.title')}>
      <form
        className="billing-filters"
        aria-label={t('transactions.filter')}
        onSubmit={(e) => e.preventDefault()}
      >
        <TextInput
          label={t('transactions.from')}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => update({ ...draft, from: e.target.value })}
        />
        <TextInput
          label={t('transactions.to')}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          error={rangeError}
          onChange={(e) => update({ ...draft, to: e.target.value })}
        />
        <Select
          label={t('transactions.type')}
          options={[
            { value: 'all', label: t('transactions.allTypes') },
            ...TYPES.map((type) => ({ value: type, label: t(`transactions.types.${type}`) })),
          ]}
          value={draft.type}
          onChange={(value) => update({ ...draft, type: value as TransactionFilter['type'] })}
        />
      </form>
      <QueryState
        query={transactions}
        loadingLabel={t('loading.transactions')}
        errorMessage={t('load.transactions')}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="shs-lead">{t('transactions.none')}</p>}
      >
        {({ items }) => (
          <>
            <table
              className="shs-data-table billing-table"
              aria-busy={transactions.isFetching || undefined}
            >
              <caption aria-live="polite">
                {t('transactions.caption', { count: items.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('transactions.date')}</th>
                  <th scope="col">{t('transactions.type')}</th>
                  <th scope="col">{t('transactions.description')}</th>
                  <th scope="col" className="shs-data-table__num">
                    {t('transactions.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <td data-label={t('transactions.date')}>
                      <time dateTime={item.date}>{formatShortDay(item.date)}</time>
                    </td>
                    <td data-label={t('transactions.type')}>{typeLabel(item.type, t)}</td>
                    <td data-label={t('transactions.description')}>{item.description}</td>
                    <td data-label={t('transactions.amount')} className="shs-data-table__num">
                      {formatCents(item.amountCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="billing-actions">
              <Button
                variant="secondary"
                onClick={() =>
                  download(transactionsCsv(items, t), `transactions-${serviceName}.csv`)
                }
              >
                {t('transactions.export')}
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
    <BillingFrame page="billing.transactions">
      {({ serviceName }) => <Transactions serviceName={serviceName} />}
    </BillingFrame>
  );
}
