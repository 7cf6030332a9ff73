// Redirect routes of spec 2.1. /overview/{serviceName} and /account/{serviceName} come from the
// header's profile menu, so they also select that service when the customer owns it.
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useServicesStore } from '../../stores/services-store';
import { useUserStore } from '../../stores/user-store';
import { REDIRECTS } from '../../lib/routing/paths';

function useSelectServiceFromPath(serviceName: string | undefined) {
  const services = useUserStore((state) => state.user?.services);
  useEffect(() => {
    if (serviceName && services) useServicesStore.getState().select(serviceName, services);
  }, [serviceName, services]);
}

/** /overview and /overview/{serviceName} -> /dashboard. */
export function OverviewRedirect() {
  const { serviceName } = useParams();
  useSelectServiceFromPath(serviceName);
  return <Navigate to={REDIRECTS.overview()} replace />;
}

/** /account/{serviceName} -> /profile. */
export function AccountRedirect() {
  const { serviceName } = useParams();
  useSelectServiceFromPath(serviceName);
  return <Navigate to={REDIRECTS.account()} replace />;
}
