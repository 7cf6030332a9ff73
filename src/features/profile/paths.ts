// Paths of the profile area. They must equal the route table's (src/app/paths.ts, spec 2.1);
// features may not import the app, so the profile pages keep their own copy and a test checks
// both agree.
export const PROFILE_PATHS = {
  profile: '/profile',
  editEmail: '/profile/edit-email',
  editMobile: '/profile/edit-mobile-number',
  changePassword: '/profile/change-password',
  verbalPassword: '/profile/update-verbal-password',
  emergencyContacts: '/profile/emergency-contacts',
  twoFactor: '/profile/2fa',
  accessActivity: '/profile/access-activity',
} as const;
