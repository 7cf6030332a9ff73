// Strings of the profile and security area. The spec's own messages (spec 5 and 8) are kept
// verbatim: tests assert them character for character.
import type { SecurityNoticeKind } from '../../contracts/profile';

/** Page titles (spec 2.1 /profile children). */
export { PROFILE_TITLES } from './titles';

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

/**
 * What the customer reads when a two-factor step fails (issue 24: "two-factor authentication"
 * everywhere a customer reads). The spec's own strings above ('Failed to enable MFA.' ...) are
 * the *logged* failures of spec 8, and are still logged verbatim (mfa-flow.ts).
 */
export const TWO_FACTOR_ERRORS = {
  status: 'Failed to get your two-factor authentication status.',
  create: 'Failed to start setting up two-factor authentication.',
  enable: 'Failed to turn on two-factor authentication.',
  disable: 'Failed to turn off two-factor authentication.',
  delete: 'Failed to remove your authenticator from two-factor authentication.',
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
  passkeyNameRequired: 'Enter a name for the passkey.',
  passkeyNameTooLong: 'Use at most 60 characters for the passkey name.',
} as const;

/** Confirmations shown after a change is saved. */
export const NOTICES = {
  emailSaved:
    'Your email address has been updated. We mailed a code to the new address: enter it on the Edit Email page to confirm it.',
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

/** Longest passkey name the reference backend accepts (docs/contracts.md "Passkeys"). */
export const PASSKEY_NAME_MAX = 60;

/** Shortest and longest verbal password the reference backend accepts (docs/contracts.md). */
export const VERBAL_PASSWORD_LENGTH = { min: 4, max: 32 } as const;

/** Two-factor recovery codes (issue 14). */
export const RECOVERY_TEXT = {
  title: 'Your recovery codes',
  intro:
    'If you lose your phone, sign in with one of these codes instead of an authenticator code. Each code works once. Keep them somewhere safe: we will not show them again.',
  copy: 'Copy codes',
  copied: 'The recovery codes are copied.',
  copyFailed: 'Copying did not work. Select the codes and copy them, or download them.',
  download: 'Download codes',
  done: 'I have saved my codes',
  fileName: 'smart-home-security-recovery-codes.txt',
  fileHeading: 'Smart Home Security two-factor recovery codes. Each code works once.',
  remaining: (count: number) =>
    count === 1 ? 'You have 1 unused recovery code.' : `You have ${count} unused recovery codes.`,
  renew: 'Get new recovery codes',
  renewHint: 'New codes replace your old ones, which stop working.',
  renewFailed: 'Failed to get new recovery codes.',
} as const;

/** Signed-in devices in the access-activity area (issue 14). */
export const DEVICES_TEXT = {
  title: 'Signed-in devices',
  intro: 'Devices where your account is signed in now. Sign out any you do not recognise.',
  thisDevice: 'This device',
  lastSeen: 'Last active',
  signedIn: 'Signed in',
  signOut: 'Sign out',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereHint:
    'Signs your account out on every other device. This device stays signed in. Change your password too if you think someone else knows it.',
  confirmEverywhereTitle: 'Sign out everywhere?',
  confirmEverywhereText:
    'Every other device signed in to your account will be signed out. This device stays signed in.',
  signedOutEverywhere: (count: number) =>
    count === 1 ? '1 other device was signed out.' : `${count} other devices were signed out.`,
  deviceName: (browser: string, os: string) => `${browser} on ${os}`,
  signedOut: (device: string) => `${device} was signed out.`,
  loadFailed: 'Failed to get your signed-in devices.',
  signOutFailed: 'Failed to sign the device out.',
  empty: 'No other device is signed in.',
} as const;

/** Confirming a changed email address (issue 14). */
export const EMAIL_CONFIRM_TEXT = {
  title: 'Confirm your email change',
  intro: (email: string) =>
    `We sent a 6-digit code to ${email}. Enter it here to confirm the address. Until then it is not verified.`,
  codeLabel: 'Confirmation code',
  codeInvalid: 'Enter the 6-digit code from the confirmation email.',
  confirm: 'Confirm email',
  resend: 'Send a new code',
  resent: (email: string) => `We sent a new code to ${email}.`,
  confirmed: 'Your email address is confirmed.',
  failed: 'Failed to confirm your email address.',
  sentAfterSave: (email: string) =>
    `Your email address has been updated. We sent a code to ${email} to confirm it.`,
} as const;

/** What Access Activity calls each security change (issue 25), in its Result column. */
export const SECURITY_EVENT_LABELS: Record<SecurityNoticeKind, string> = {
  'passkey-added': 'Passkey added',
  'passkey-removed': 'Passkey removed',
  'password-changed': 'Password changed',
  'email-changed': 'Email address changed',
  'mfa-enabled': 'Two-factor authentication turned on',
  'mfa-disabled': 'Two-factor authentication turned off',
  'recovery-codes-regenerated': 'New recovery codes made',
  'new-device-sign-in': 'Sign-in from a new device',
};

/** Passkeys (issue 25): the page, its list, add, rename and remove. */
export const PASSKEYS_TEXT = {
  intro:
    'Sign in with your fingerprint, face or device PIN instead of your password. A passkey stays on your device and works only on this site, so it can’t be phished. It also counts as two-factor authentication.',
  listTitle: 'Your passkeys',
  empty: 'You have no passkeys yet. Add one to sign in without typing your password.',
  added: 'Added',
  lastUsed: 'Last used',
  neverUsed: 'Not used yet',
  addTitle: 'Add a passkey',
  addHint:
    'Your browser will ask you to confirm with your fingerprint, face, screen lock or security key.',
  nameLabel: 'Name (optional)',
  nameHint: 'For example “Work laptop”. Leave it empty to name it after this browser and device.',
  add: 'Add a passkey',
  addedNotice: (name: string) => `${name} was added. You can now sign in with it.`,
  rename: 'Rename',
  renameTitle: (name: string) => `Rename ${name}`,
  renameLabel: 'Passkey name',
  save: 'Save',
  cancel: 'Cancel',
  renamed: (name: string) => `The passkey is now called ${name}.`,
  remove: 'Remove',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeText:
    'You will no longer be able to sign in with this passkey. You can also delete it from the device’s password manager.',
  keep: 'Keep',
  removed: (name: string) => `${name} was removed.`,
  loadFailed: 'We could not load your passkeys.',
  addFailed: 'Failed to add a passkey.',
  renameFailed: 'Failed to rename the passkey.',
  removeFailed: 'Failed to remove the passkey.',
  /** The Profile & Security row. */
  count: (n: number) => (n === 0 ? 'None added' : n === 1 ? '1 passkey' : `${n} passkeys`),
  recovery:
    'Lost the device with your passkey? You can still sign in with your email and password, or ask for a sign-in link by email on the sign-in page.',
} as const;
