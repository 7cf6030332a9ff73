// Routes of the referral area (spec 2.1).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';

export const referralRoutes: AppRoute[] = [
  {
    path: PATHS.referAFriend,
    id: 'refer-a-friend',
    handle: authHandle('refer-a-friend', 'referral', {
      subNav: { display: 'referral', icon: 'referral' },
      serviceScoped: true,
    }),
    lazy: lazyPage(() => import('./pages'), 'ReferralPage'),
  },
];
