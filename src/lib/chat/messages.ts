// Chat strings the customer sees or the console logs (spec 8: chat load failure is logged only).

/** The id of the shell's chat bar: the one launcher of a page, which other parts link to. */
export const CHAT_BAR_ID = 'chat';

/** The company's support line, offered whenever chat cannot be used. */
export const SUPPORT_PHONE = '1-800-555-0199';

export const CHAT_MESSAGES = {
  launcher: 'Chat with us',
  opening: 'Opening chat…',
  unavailable: 'Chat is not available right now',
  closedHeading: 'Chat is closed right now',
  callUs: 'Call us at',
  /** e.g. 'Chat opens today at 7:00 AM Mountain Time (hours: 7:00 AM – 9:00 PM).' */
  opensAt: (when: string, start: string, end: string) =>
    `Chat opens ${when} at ${start} Mountain Time (hours: ${start} – ${end}).`,
  hoursToday: (start: string, end: string) => `Chat hours today: ${start} – ${end} Mountain Time`,
  scriptFailed: 'Failed to load the chat script',
  scriptTimedOut: 'Loading chat script timed out',
  notSignedIn: 'Chat needs a signed-in customer.',
} as const;
