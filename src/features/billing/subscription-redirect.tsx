// /subscription/{featureName} is an alias of the billing area's subscription page (spec 2.1).
import { Navigate, useParams } from 'react-router-dom';
import { REDIRECTS } from '../../lib/routing/paths';

/** /subscription/{featureName} -> /billing/subscription/{featureName}. */
export function SubscriptionRedirect() {
  const { featureName = '' } = useParams();
  return <Navigate to={REDIRECTS.subscription(featureName)} replace />;
}
