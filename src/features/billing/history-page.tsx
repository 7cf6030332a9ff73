// /billing/history: past statements, newest first, a few per page. Each opens or downloads as a
// PDF the server builds; the link is short-lived and signed, so the file needs no bearer token.
import { useState } from 'react';
import { Panel } from '../../components/page-layout/panel';
import { Pager } from '../../components/pager/pager';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { QueryState } from '../../components/query-state/query-state';
import { describeFailure } from '../../lib/http/failure';
import { activeIntlLocale } from '../../lib/shared/i18n/active-locale';
import { useText } from '../../lib/shared/i18n/use-text';
import { getStatementLink, type Statement } from './api';
import { BillingFrame } from './billing-frame';
import { formatCents, formatDay, formatShortDay } from './format';
import { useStatements } from './queries';
import { billingText } from './text';
import { dateTimeFormat } from '../../lib/shared/intl-formats';

/** Statements per page. */
export const STATEMENTS_PAGE_SIZE = 4;

/** The statement's month: 'December 2026' ('diciembre de 2026' in Spanish). */
function month(statement: Statement): string {
  return dateTimeFormat(activeIntlLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${statement.periodStart}T00:00:00Z`));
}

/** The month as a heading: capitalised (Spanish writes months in lower case mid-sentence). */
function monthHeading(statement: Statement): string {
  const text = month(statement);
  return text.charAt(0).toLocaleUpperCase(activeIntlLocale()) + text.slice(1);
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
  const t = useText(billingText);

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
      setFailure(describeFailure(t('history.openFailed', { month: month(statement) }), error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel title={t('history.title')}>
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <QueryState
        query={statements}
        loadingLabel={t('loading.statements')}
        errorMessage={t('load.history')}
        isEmpty={(data) => data.total === 0}
        empty={<p className="shs-lead">{t('history.none')}</p>}
      >
        {({ items, total }) => {
          const pages = Math.max(1, Math.ceil(total / STATEMENTS_PAGE_SIZE));
          return (
            <>
              <ul className="billing-list" aria-busy={statements.isFetching || undefined}>
                {items.map((s) => (
                  <li
                    key={s.id}
                    className="billing-item"
                    aria-label={t('history.statement', { month: month(s) })}
                  >
                    <div>
                      <h3 className="billing-item__title">{monthHeading(s)}</h3>
                      <p className="billing-item__detail">
                        {t('history.detail', {
                          start: formatShortDay(s.periodStart),
                          end: formatShortDay(s.periodEnd),
                          total: formatCents(s.totalCents),
                          due: formatDay(s.dueDate),
                        })}
                      </p>
                    </div>
                    <div className="billing-actions">
                      <Button
                        variant="secondary"
                        aria-label={t('history.openLabel', { month: month(s) })}
                        state={busy === `${s.id}:false` ? 'pending' : 'empty'}
                        onClick={() => void open(s, false)}
                      >
                        {t('history.open')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t('history.downloadLabel', { month: month(s) })}
                        state={busy === `${s.id}:true` ? 'pending' : 'empty'}
                        onClick={() => void open(s, true)}
                      >
                        {t('history.download')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <Pager
                label={t('history.pages')}
                page={page}
                pages={pages}
                summary={t('history.count', { count: total })}
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
    <BillingFrame page="billing.history">
      {({ serviceName }) => <Statements serviceName={serviceName} />}
    </BillingFrame>
  );
}
