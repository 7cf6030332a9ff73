// One card part's server data: QueryState's loading, error and "Try again", plus the
// dashboard's own rule: a call the back end does not answer (404: not there yet, or nothing on
// file) says "not available" instead of showing a failure.
import type { ReactNode } from 'react';
import { QueryState, type QueryLike } from '../../components/query-state/query-state';
import { isNotFound } from '../../lib/http/not-found';
import { useText } from '../../lib/shared/i18n/use-text';
import { dashboardText } from './text';

/** Props of {@link CardQuery}. */
export interface CardQueryProps<T> {
  query: QueryLike<T>;
  loadingLabel: string;
  errorMessage: string;
  /** What to say for a 404; defaults to "not available". */
  notAvailable?: ReactNode;
  children: (data: T) => ReactNode;
}

export function CardQuery<T>({
  query,
  loadingLabel,
  errorMessage,
  notAvailable,
  children,
}: CardQueryProps<T>) {
  const t = useText(dashboardText);
  if (query.isError && isNotFound(query.error)) {
    return <p className="dashboard-card__muted">{notAvailable ?? t('notAvailable')}</p>;
  }
  return (
    <QueryState query={query} loadingLabel={loadingLabel} errorMessage={errorMessage} compact>
      {children}
    </QueryState>
  );
}
