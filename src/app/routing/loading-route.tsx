// The loading route `/` (spec 2.1): the guards have signed the user in and loaded user info;
// this picks the first real page.
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAuthStatusStore } from '../../stores/auth-status-store';
import { primaryServiceName } from '../../lib/shared/services';
import { useUserStore } from '../../stores/user-store';
import { loadingRedirect } from './loading-redirect';

export function LoadingRoute() {
  const [params] = useSearchParams();
  const noContactFound = useAuthStatusStore((state) => state.noContactFound);
  const services = useUserStore((state) => state.user?.services);
  const to = loadingRedirect({
    target: params.get('target'),
    primaryServiceName: services ? primaryServiceName(services) : null,
    noContactFound,
  });
  return <Navigate to={to} replace />;
}
