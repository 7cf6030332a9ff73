// What every billing page starts with: its heading and which service it is about. The page's
// content is keyed by the service, so switching the service selector starts it afresh with
// that service's data.
import { Fragment, type ReactNode } from 'react';
import { serviceDisplayName, type Service } from '../../lib/services';
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
