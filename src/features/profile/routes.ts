// Routes of the profile area (spec 2.1 /profile and its seven children, and Passkeys of issue 25).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';

const pages = () => import('./pages');

export const profileRoutes: AppRoute[] = [
  {
    path: PATHS.profile,
    id: 'profile',
    handle: authHandle('profile', 'profile', {
      subNav: { display: 'profile', icon: 'profile' },
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
        handle: authHandle('profile-edit-email', 'profile.editEmail'),
        lazy: lazyPage(pages, 'EditEmailPage'),
      },
      {
        path: PATHS.profileEditMobile,
        id: 'profile-edit-mobile',
        handle: authHandle('profile-edit-mobile', 'profile.editMobile'),
        lazy: lazyPage(pages, 'EditMobileNumberPage'),
      },
      {
        path: PATHS.profileChangePassword,
        id: 'profile-change-password',
        handle: authHandle('profile-change-password', 'profile.changePassword'),
        lazy: lazyPage(pages, 'ChangePasswordPage'),
      },
      {
        path: PATHS.profileVerbalPassword,
        id: 'profile-verbal-password',
        handle: authHandle('profile-verbal-password', 'profile.verbalPassword'),
        lazy: lazyPage(pages, 'VerbalPasswordPage'),
      },
      {
        path: PATHS.profileEmergencyContacts,
        id: 'profile-emergency-contacts',
        handle: authHandle('profile-emergency-contacts', 'profile.emergencyContacts', {
          serviceScoped: true,
        }),
        lazy: lazyPage(pages, 'EmergencyContactsPage'),
      },
      {
        path: PATHS.profileTwoFactor,
        id: 'profile-2fa',
        handle: authHandle('profile-2fa', 'profile.twoFactor'),
        lazy: lazyPage(pages, 'TwoFactorPage'),
      },
      {
        path: PATHS.profileAccessActivity,
        id: 'profile-access-activity',
        handle: authHandle('profile-access-activity', 'profile.accessActivity'),
        lazy: lazyPage(pages, 'AccessActivityPage'),
      },
      {
        path: PATHS.profilePasskeys,
        id: 'profile-passkeys',
        handle: authHandle('profile-passkeys', 'profile.passkeys'),
        lazy: lazyPage(pages, 'PasskeysPage'),
      },
    ],
  },
];
