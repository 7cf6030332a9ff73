// The dashboard: a greeting with the customer's first name and the service they selected, on
// the dashboard's background image (spec 2.1).
import { useServicesStore } from '../../stores/services-store';
import { serviceDisplayName } from '../../lib/services';
import { useUserStore } from '../../stores/user-store';
import { DASHBOARD_TEXT } from './messages';
import './dashboard.css';

export function DashboardPage() {
  const user = useUserStore((state) => state.user);
  const selectedName = useServicesStore((state) => state.selectedServiceName);
  const service = selectedName ? user?.services.byName[selectedName] : undefined;
  return (
    <>
      <h1 className="page-title">{DASHBOARD_TEXT.title}</h1>
      <section className="dashboard-hero" aria-labelledby="dashboard-greeting">
        <div className="dashboard-hero__content">
          <h2 id="dashboard-greeting" className="dashboard-hero__greeting">
            {DASHBOARD_TEXT.greeting(user?.firstName ?? '')}
          </h2>
          {service ? (
            <div className="dashboard-hero__service">
              <p className="dashboard-hero__label">{DASHBOARD_TEXT.selectedService}</p>
              <p className="dashboard-hero__service-title">{serviceDisplayName(service)}</p>
              <p className="dashboard-hero__service-name">{service.serviceName}</p>
            </div>
          ) : (
            <p className="dashboard-hero__label">{DASHBOARD_TEXT.noService}</p>
          )}
        </div>
      </section>
    </>
  );
}
