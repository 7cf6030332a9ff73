// A link may name the service its page is for (`?service=S-...`, lib/service-link.ts): select
// that service, when the customer owns it, and take the parameter out of the address so a later
// change in the service selector is not undone by a reload.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { searchWithoutService, serviceFromSearch } from '../../lib/routing/service-link';
import { useServicesStore } from '../../stores/services-store';
import { useUserStore } from '../../stores/user-store';

export function useServiceFromLink(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const services = useUserStore((state) => state.user?.services);
  useEffect(() => {
    const wanted = serviceFromSearch(location.search);
    if (!wanted || !services) return;
    useServicesStore.getState().select(wanted, services);
    void navigate(
      {
        pathname: location.pathname,
        search: searchWithoutService(location.search),
        hash: location.hash,
      },
      { replace: true, state: location.state as unknown },
    );
  }, [location, services, navigate]);
}
