// Page title of the Documents area (spec 2.1).
export const DOCUMENTS_TITLE = 'Documents';
