// What every billing page starts with: its heading and which service it is about. The page's
// content is keyed by the service, so switching the service selector starts it afresh with
// that service's data.
import { Fragment, type ReactNode } from 'react';
import { QueryState, type QueryLike } from '../../components/query-state/query-state';
import { serviceDisplayName, type Service } from '../../lib/shared/services';
import { useSelectedService } from '../../stores/use-selected-service';

/** Props of {@link BillingFrame}. */
export interface BillingFrameProps {
  title: string;
  /** The page's content for the selected service. */
  children: (service: Service) => ReactNode;
}

export function BillingFrame({ title, children }: BillingFrameProps) {
  const service = useSelectedService();
  return (
    <>
      <h1 className="page-title">{title}</h1>
      {service ? (
        <>
          <p className="shs-lead">
            For <strong>{serviceDisplayName(service)}</strong> ({service.serviceName}). Pick another
            service in the service selector to see its billing.
          </p>
          <Fragment key={service.serviceName}>{children(service)}</Fragment>
        </>
      ) : (
        <p className="shs-lead">There are no services on this account.</p>
      )}
    </>
  );
}

/** What {@link loadedBillingPage} makes a page of. */
export interface LoadedBillingPageSpec<T> {
  title: string;
  /** The query hook of what the page shows, e.g. `useBillingAddress`. */
  useData: (serviceName: string) => QueryLike<T>;
  loadingLabel: string;
  errorMessage: string;
  /** The page's content once the data is there. */
  render: (data: T, serviceName: string) => ReactNode;
}

/** The component of a billing page that loads one thing for the selected service, then shows it. */
export function loadedBillingPage<T>({ title, ...content }: LoadedBillingPageSpec<T>) {
  return function LoadedBillingPage() {
    return (
      <BillingFrame title={title}>
        {({ serviceName }) => <LoadedContent serviceName={serviceName} {...content} />}
      </BillingFrame>
    );
  };
}

function LoadedContent<T>({
  serviceName,
  useData,
  loadingLabel,
  errorMessage,
  render,
}: Omit<LoadedBillingPageSpec<T>, 'title'> & { serviceName: string }) {
  const query = useData(serviceName);
  return (
    <QueryState query={query} loadingLabel={loadingLabel} errorMessage={errorMessage}>
      {(data) => render(data, serviceName)}
    </QueryState>
  );
}
