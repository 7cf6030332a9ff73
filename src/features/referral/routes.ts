// Routes of the referral area (spec 2.1).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';
import { REFERRAL_TITLE } from './title';

export const referralRoutes: AppRoute[] = [
  {
    path: PATHS.referAFriend,
    id: 'refer-a-friend',
    handle: authHandle('refer-a-friend', REFERRAL_TITLE, {
      subNav: { display: REFERRAL_TITLE, icon: 'referral' },
      serviceScoped: true,
    }),
    lazy: lazyPage(() => import('./pages'), 'ReferralPage'),
  },
];
