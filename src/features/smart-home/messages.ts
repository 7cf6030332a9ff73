// Page title of the My Smart Home area (spec 2.1).
export const SMART_HOME_TITLE = 'My Smart Home';
