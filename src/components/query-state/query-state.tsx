// The one way a page shows server data: loading, the failure with the spec's message and a
// "Try again" button, an empty state, or the data. Every page that loads data uses it, so
// these states look and read the same everywhere (ARCHITECTURE.md section 3).
import type { ReactNode } from 'react';
import { describeFailure } from '../../lib/http/failure';
import { useText } from '../../lib/shared/i18n/use-text';
import { componentsText } from '../text';
import { Button } from '../button/button';
import { InlineMessage } from '../inline-message/inline-message';
import { Loader } from '../loader/loader';

/** The parts of a TanStack Query result this component reads. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

/** Props of {@link QueryState}. */
export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What is loading, for the spinner's announcement ("Loading your bill"). */
  loadingLabel: string;
  /** The spec's failure message (spec 8); the server's own explanation is appended. */
  errorMessage: string;
  /** True when the data has nothing to show; `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  /** What to say when there is nothing to show (what the customer can do next). */
  empty?: ReactNode;
  /** Renders the data. */
  children: (data: T) => ReactNode;
  /** Small spinner without visible label, for cards and inline sections. */
  compact?: boolean;
}

export function QueryState<T>({
  query,
  loadingLabel,
  errorMessage,
  isEmpty,
  empty,
  children,
  compact = false,
}: QueryStateProps<T>) {
  const t = useText(componentsText);
  if (query.isPending) {
    return compact ? (
      <Loader size="small" label={loadingLabel} />
    ) : (
      <Loader label={loadingLabel} showLabel />
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <InlineMessage
        variant="error"
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('queryState.retry')}
          </Button>
        }
      >
        {describeFailure(errorMessage, query.error)}
      </InlineMessage>
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
