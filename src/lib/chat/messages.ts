// Chat's fixed values, and what the console logs when chat fails (spec 8: a chat load failure is
// logged only, so those words stay in English). What the customer reads is in text.ts.

/** The id of the shell's chat bar: the one launcher of a page, which other parts link to. */
export const CHAT_BAR_ID = 'chat';

/** The company's support line, offered whenever chat cannot be used. */
export const SUPPORT_PHONE = '1-800-555-0199';

/** Why chat could not open, for the console (never shown). */
export const CHAT_MESSAGES = {
  scriptFailed: 'Failed to load the chat script',
  scriptTimedOut: 'Loading chat script timed out',
  notSignedIn: 'Chat needs a signed-in customer.',
} as const;
