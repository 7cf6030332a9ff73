// Texts of the My Smart Home area (spec 2.1 /smart-home).
export { SMART_HOME_TITLE } from './title';

export const SMART_HOME_TEXT = {
  lead: 'Control your locks, cameras, thermostats and sensors in the Smart Home app.',
  noService: 'Choose a service to open its smart home.',
  forService: (title: string) => `Opens the app signed in for ${title}.`,
  open: 'Open the Smart Home app',
  oneTime: 'For your security the app opens with a one-time link that works for 60 seconds.',
  failed: 'Failed to open the Smart Home app.',
  badUrl: 'The Smart Home app sent an address that cannot be opened.',
} as const;
