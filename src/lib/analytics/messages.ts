// Privacy choice strings (footer Site Settings).
export const PRIVACY_MESSAGES = {
  title: 'Site Settings',
  description:
    'Choose whether this site may record how you use it. It never records passwords, card numbers or other personal details.',
  toggle: 'Allow usage analytics',
  on: 'Usage analytics is on.',
  off: 'Usage analytics is off. Nothing more is sent from this browser.',
  notConfigured: 'Usage analytics is turned off for this site, so nothing is recorded.',
  done: 'Done',
} as const;
