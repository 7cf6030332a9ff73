// Page titles of the profile area (spec 2.1). Kept apart from messages.ts because the route
// table (in the first-load chunk) needs only these; the other strings load with the pages.
export const PROFILE_TITLES = {
  profile: 'Profile & Security',
  editEmail: 'Edit Email',
  editMobile: 'Edit Mobile Number',
  changePassword: 'Change Password',
  verbalPassword: 'Update Verbal Password',
  emergencyContacts: 'Emergency Contacts',
  twoFactor: 'Two-factor Authentication',
  accessActivity: 'Account Access Activity',
  passkeys: 'Passkeys',
} as const;
