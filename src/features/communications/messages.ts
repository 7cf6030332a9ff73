// Page title of the Communications area (spec 2.1).
export const COMMUNICATIONS_TITLE = 'Communications';
