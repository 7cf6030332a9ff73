// The area's page title: the route table (first load) needs only this, not all of messages.ts.
export const SMART_HOME_TITLE = 'My Smart Home';
