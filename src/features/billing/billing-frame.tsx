// What every billing page starts with: its heading and which service it is about. The page's
// content is keyed by the service, so switching the service selector starts it afresh with
// that service's data.
import { Fragment, type ReactNode } from 'react';
import { QueryState, type QueryLike } from '../../components/query-state/query-state';
import { pageTitles, type PageTitle } from '../../lib/routing/page-titles';
import { richText } from '../../lib/shared/i18n/rich-text';
import { useText } from '../../lib/shared/i18n/use-text';
import { serviceDisplayName, type Service } from '../../lib/shared/services';
import { useSelectedService } from '../../stores/use-selected-service';
import { billingText, type BillingKey } from './text';

/** Props of {@link BillingFrame}. */
export interface BillingFrameProps {
  /** The page's title (its heading). */
  page: PageTitle;
  /** The page's content for the selected service. */
  children: (service: Service) => ReactNode;
}

export function BillingFrame({ page, children }: BillingFrameProps) {
  const service = useSelectedService();
  const t = useText(billingText);
  const title = useText(pageTitles);
  return (
    <>
      <h1 className="page-title">{title(page)}</h1>
      {service ? (
        <>
          <p className="shs-lead">
            {richText(
              t('frame.service', {
                name: serviceDisplayName(service),
                serviceName: service.serviceName,
              }),
              { name: (chunk) => <strong>{chunk}</strong> },
            )}
          </p>
          <Fragment key={service.serviceName}>{children(service)}</Fragment>
        </>
      ) : (
        <p className="shs-lead">{t('frame.noServices')}</p>
      )}
    </>
  );
}

/** What {@link loadedBillingPage} makes a page of. */
export interface LoadedBillingPageSpec<T> {
  /** The page's title. */
  page: PageTitle;
  /** The query hook of what the page shows, e.g. `useBillingAddress`. */
  useData: (serviceName: string) => QueryLike<T>;
  /** The words while it loads, and when it could not be loaded. */
  loading: BillingKey;
  loadError: BillingKey;
  /** The page's content once the data is there. */
  render: (data: T, serviceName: string) => ReactNode;
}

/** The component of a billing page that loads one thing for the selected service, then shows it. */
export function loadedBillingPage<T>({ page, ...content }: LoadedBillingPageSpec<T>) {
  return function LoadedBillingPage() {
    return (
      <BillingFrame page={page}>
        {({ serviceName }) => <LoadedContent serviceName={serviceName} {...content} />}
      </BillingFrame>
    );
  };
}

function LoadedContent<T>({
  serviceName,
  useData,
  loading,
  loadError,
  render,
}: Omit<LoadedBillingPageSpec<T>, 'page'> & { serviceName: string }) {
  const query = useData(serviceName);
  const t = useText(billingText);
  return (
    <QueryState query={query} loadingLabel={t(loading)} errorMessage={t(loadError)}>
      {(data) => render(data, serviceName)}
    </QueryState>
  );
}
