// The words of "Confirm it's you" (issue 25). Apart from APP_MESSAGES, which is in the first
// load: these arrive with the dialog, the first time a change asks for it.

export const RECENT_SIGN_IN_TEXT = {
  title: "Confirm it's you",
  description:
    'For your security, enter your password to make this change. We will not ask again for 5 minutes.',
  passwordLabel: 'Password',
  passwordRequired: 'Enter your password.',
  wrongPassword: 'That password is not right. Check it and try again.',
  failed: "Failed to confirm it's you.",
  confirm: 'Confirm',
  /** The passkey way, offered where the browser can use passkeys. */
  orPasskey: 'Or confirm with a passkey on this device.',
  usePasskey: 'Use a passkey',
  noPasskeys: 'You have no passkeys on this account. Enter your password instead.',
  passkeyFailed: "Failed to confirm it's you with a passkey.",
  cancel: 'Cancel',
} as const;
