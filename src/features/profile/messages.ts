// Page titles of the profile and security area (spec 2.1).
export const PROFILE_TITLES = {
  profile: 'Profile & Security',
  editEmail: 'Edit Email',
  editMobile: 'Edit Mobile Number',
  changePassword: 'Change Password',
  verbalPassword: 'Update Verbal Password',
  emergencyContacts: 'Emergency Contacts',
  twoFactor: 'Two-factor Authentication',
  accessActivity: 'Account Access Activity',
} as const;
