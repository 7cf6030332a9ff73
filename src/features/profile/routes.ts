// Routes of the profile area (spec 2.1 /profile and its seven children, and Passkeys of issue 25).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';
import { PROFILE_TITLES } from './titles';

const pages = () => import('./pages');

export const profileRoutes: AppRoute[] = [
  {
    path: PATHS.profile,
    id: 'profile',
    handle: authHandle('profile', PROFILE_TITLES.profile, {
      subNav: { display: PROFILE_TITLES.profile, icon: 'profile' },
    }),
    children: [
      {
        index: true,
        id: 'profile-home',
        handle: authHandle('profile-home'),
        lazy: lazyPage(pages, 'ProfilePage'),
      },
      {
        path: PATHS.profileEditEmail,
        id: 'profile-edit-email',
        handle: authHandle('profile-edit-email', PROFILE_TITLES.editEmail),
        lazy: lazyPage(pages, 'EditEmailPage'),
      },
      {
        path: PATHS.profileEditMobile,
        id: 'profile-edit-mobile',
        handle: authHandle('profile-edit-mobile', PROFILE_TITLES.editMobile),
        lazy: lazyPage(pages, 'EditMobileNumberPage'),
      },
      {
        path: PATHS.profileChangePassword,
        id: 'profile-change-password',
        handle: authHandle('profile-change-password', PROFILE_TITLES.changePassword),
        lazy: lazyPage(pages, 'ChangePasswordPage'),
      },
      {
        path: PATHS.profileVerbalPassword,
        id: 'profile-verbal-password',
        handle: authHandle('profile-verbal-password', PROFILE_TITLES.verbalPassword),
        lazy: lazyPage(pages, 'VerbalPasswordPage'),
      },
      {
        path: PATHS.profileEmergencyContacts,
        id: 'profile-emergency-contacts',
        handle: authHandle('profile-emergency-contacts', PROFILE_TITLES.emergencyContacts, {
          serviceScoped: true,
        }),
        lazy: lazyPage(pages, 'EmergencyContactsPage'),
      },
      {
        path: PATHS.profileTwoFactor,
        id: 'profile-2fa',
        handle: authHandle('profile-2fa', PROFILE_TITLES.twoFactor),
        lazy: lazyPage(pages, 'TwoFactorPage'),
      },
      {
        path: PATHS.profileAccessActivity,
        id: 'profile-access-activity',
        handle: authHandle('profile-access-activity', PROFILE_TITLES.accessActivity),
        lazy: lazyPage(pages, 'AccessActivityPage'),
      },
      {
        path: PATHS.profilePasskeys,
        id: 'profile-passkeys',
        handle: authHandle('profile-passkeys', PROFILE_TITLES.passkeys),
        lazy: lazyPage(pages, 'PasskeysPage'),
      },
    ],
  },
];
