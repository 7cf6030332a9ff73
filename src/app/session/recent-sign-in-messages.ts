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
  cancel: 'Cancel',
} as const;
