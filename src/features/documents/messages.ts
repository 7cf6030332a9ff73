// Texts of the Documents area (spec 2.1 /documents; the rules of issue 12).
export { DOCUMENTS_TITLE } from './title';

export const DOCUMENTS_TEXT = {
  listTitle: 'Your documents',
  loading: 'Loading your documents',
  loadError: 'Failed to get documents.',
  empty: 'No documents for this service yet. Upload one below.',
  noService: 'Choose a service to see its documents.',
  uploadTitle: 'Upload a document',
  uploadRules: 'PDF, JPEG or PNG, up to 10 MB.',
  dropHere: 'Drag and drop a file here, or',
  chooseFile: 'Choose a file',
  uploading: (name: string) => `Uploading ${name}`,
  uploaded: (name: string) => `${name} was uploaded.`,
  uploadFailed: 'Failed to upload the document.',
  downloadFailed: 'Failed to get the document.',
  forService: (title: string, serviceName: string) =>
    title === serviceName ? `For ${serviceName}.` : `For ${title} (${serviceName}).`,
} as const;

/** Each refused file's message names the rule it broke (the server's words match). */
export const FILE_RULES = {
  empty: (name: string) => `"${name}" is empty: choose a file with content.`,
  tooLarge: (name: string) => `"${name}" is larger than 10 MB: files must be 10 MB or smaller.`,
  wrongType: (name: string) =>
    `"${name}" is not a PDF, JPEG or PNG file: only PDF, JPEG or PNG files can be uploaded.`,
  oneFile: 'Drop one file at a time.',
} as const;
