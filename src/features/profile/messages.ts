// Strings of the profile and security area. The spec's own messages (spec 5 and 8) are kept
// verbatim: tests assert them character for character.

/** Page titles (spec 2.1 /profile children). */
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

/** Spec 5 and 8: failures the spec quotes. */
export const PROFILE_ERRORS = {
  invalidCurrentPassword: 'Invalid current password.',
  passwordRequirements: 'Failed to get password requirements.',
  mfaStatus: 'Failed to get MFA status.',
  createMfa: 'Failed to create MFA.',
  enableMfa: 'Failed to enable MFA.',
  disableMfa: 'Failed to disable MFA.',
  deleteMfa: 'Failed to delete MFA.',
  nickname: 'Failed to update nickname.',
  putEmergencyContacts: 'Failed to put emergency contacts.',
  deleteEmergencyContacts: 'Failed to delete emergency contacts.',
  address: 'Failed to retrieve address.',
} as const;

/** Client-side validation messages, shown before anything is sent. */
export const VALIDATION = {
  emailRequired: 'Enter your new email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  emailUnchanged: 'This is already your email address.',
  phoneRequired: 'Enter your new mobile number.',
  phoneInvalid: 'Enter a 10-digit mobile number, for example (801) 555-0142.',
  phoneUnchanged: 'This is already your mobile number.',
  currentPasswordRequired: 'Enter your current password.',
  newPasswordRequired: 'Enter a new password.',
  newPasswordRules: 'The new password does not meet every requirement below.',
  newPasswordSame: 'Choose a new password that is different from your current one.',
  confirmRequired: 'Enter the new password again.',
  confirmMismatch: 'The two new passwords do not match.',
  nameRequired: 'Enter the contact’s name.',
  nameTooLong: 'Use at most 80 characters for the name.',
  relationshipRequired: 'Enter how this person is related to you, for example Neighbor.',
  relationshipTooLong: 'Use at most 40 characters for the relationship.',
  contactPhoneRequired: 'Enter the contact’s phone number.',
  contactPhoneInvalid: 'Enter a 10-digit phone number, for example (801) 555-0175.',
  nicknameTooLong: 'Use at most 40 characters for the nickname.',
  codeInvalid: 'Enter the 6-digit code from your authenticator app.',
  verbalPasswordRequired: 'Enter a verbal password.',
  verbalPasswordTooShort: 'Use at least 4 characters for the verbal password.',
  verbalPasswordTooLong: 'Use at most 32 characters for the verbal password.',
  verbalPasswordCharacters: 'Use only letters A-Z, digits 0-9 and spaces in the verbal password.',
  fixErrors: 'Check the highlighted fields.',
} as const;

/** Confirmations shown after a change is saved. */
export const NOTICES = {
  emailSaved: 'Your email address has been updated.',
  phoneSaved: 'Your mobile number has been updated.',
  passwordSaved: 'Your password has been changed. Use the new one next time you sign in.',
  mfaOn: 'Two-factor authentication is on.',
  mfaOff: 'Two-factor authentication is off.',
  verbalPasswordSaved: 'Your verbal password has been saved.',
  contactAdded: (name: string) => `${name} was added.`,
  contactSaved: (name: string) => `${name} was updated.`,
  contactRemoved: (name: string) => `${name} was removed.`,
  nicknameSaved: (title: string) => `The service is now called ${title}.`,
} as const;

/** Words of the 2FA set-up (issue 16: one name, "two-factor authentication", in the interface). */
export const MFA_SETUP = {
  openInApp: 'Open in your authenticator app',
  showLink: 'Show the set-up link as text',
  copyKeyLabel: 'Copy set-up key',
  keyCopied: 'Set-up key copied.',
  keyNotCopied: 'Could not copy the key. Select it and copy it by hand.',
} as const;

/** Plain statements about the customer's data. */
export const PROFILE_TEXT = {
  noAddress: 'No address on file.',
} as const;

/** Loading failures the spec does not word (the server's message follows). */
export const LOAD_ERRORS = {
  contacts: 'We could not load the emergency contacts.',
  activity: 'We could not load your account access activity.',
  verbalPassword: 'We could not load the status of your verbal password.',
} as const;

/** Spec-free limits the reference backend enforces (docs/contracts.md). */
export const MAX_EMERGENCY_CONTACTS = 5;

/** Shortest and longest verbal password the reference backend accepts (docs/contracts.md). */
export const VERBAL_PASSWORD_LENGTH = { min: 4, max: 32 } as const;
