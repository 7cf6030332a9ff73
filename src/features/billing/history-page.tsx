// /billing/history: past statements, newest first, a few per page. Each opens or downloads as a
// PDF the server builds; the link is short-lived and signed, so the file needs no bearer token.
import { useState } from 'react';
import { Panel } from '../../components/page-layout/panel';
import { Pager } from '../../components/pager/pager';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { QueryState } from '../../components/query-state/query-state';
import { describeFailure } from '../../lib/http/failure';
import { getStatementLink, type Statement } from './api';
import { BillingFrame } from './billing-frame';
import { formatCents, formatDay, formatShortDay } from './format';
import { BILLING_TITLES, LOAD_ERRORS } from './messages';
import { useStatements } from './queries';

/** Statements per page. */
export const STATEMENTS_PAGE_SIZE = 4;

function month(statement: Statement): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${statement.periodStart}T00:00:00Z`));
}

/** Follows a link the way a click on it would (a new tab, or a download). */
function follow(url: string, fileName: string, download: boolean) {
  const link = document.createElement('a');
  link.href = url;
  if (download) link.download = fileName;
  else {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  document.body.append(link);
  link.click();
  link.remove();
}

function Statements({ serviceName }: { serviceName: string }) {
  const [page, setPage] = useState(1);
  const statements = useStatements(serviceName, page, STATEMENTS_PAGE_SIZE);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const open = async (statement: Statement, download: boolean) => {
    const key = `${statement.id}:${download}`;
    setBusy(key);
    setFailure(null);
    try {
      const link = await getStatementLink(
        serviceName,
        statement.id,
        download ? 'attachment' : 'inline',
      );
      follow(link.url, link.fileName, download);
    } catch (error) {
      setFailure(describeFailure(`We could not open the ${month(statement)} statement.`, error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel title="Statements">
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <QueryState
        query={statements}
        loadingLabel="Loading your statements"
        errorMessage={LOAD_ERRORS.history}
        isEmpty={(data) => data.total === 0}
        empty={<p className="shs-lead">No statements for this service yet.</p>}
      >
        {({ items, total }) => {
          const pages = Math.max(1, Math.ceil(total / STATEMENTS_PAGE_SIZE));
          return (
            <>
              <ul className="billing-list" aria-busy={statements.isFetching || undefined}>
                {items.map((s) => (
                  <li key={s.id} className="billing-item" aria-label={`${month(s)} statement`}>
                    <div>
                      <h3 className="billing-item__title">{month(s)}</h3>
                      <p className="billing-item__detail">
                        {formatShortDay(s.periodStart)} to {formatShortDay(s.periodEnd)} · Total{' '}
                        {formatCents(s.totalCents)} · Due {formatDay(s.dueDate)}
                      </p>
                    </div>
                    <div className="billing-actions">
                      <Button
                        variant="secondary"
                        aria-label={`Open PDF of the ${month(s)} statement`}
                        state={busy === `${s.id}:false` ? 'pending' : 'empty'}
                        onClick={() => void open(s, false)}
                      >
                        Open PDF
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={`Download the ${month(s)} statement`}
                        state={busy === `${s.id}:true` ? 'pending' : 'empty'}
                        onClick={() => void open(s, true)}
                      >
                        Download
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <Pager
                label="Statement pages"
                page={page}
                pages={pages}
                summary={`${total} statements`}
                onPage={setPage}
              />
            </>
          );
        }}
      </QueryState>
    </Panel>
  );
}

export function BillingHistoryPage() {
  return (
    <BillingFrame title={BILLING_TITLES.history}>
      {({ serviceName }) => <Statements serviceName={serviceName} />}
    </BillingFrame>
  );
}
