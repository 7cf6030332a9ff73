// Payloads of the documents calls (docs/contracts.md, "Documents"). Types only: the one
// definition the account centre (src/features) and the reference server (demo/server) import.

/** One entry of `GET /documents`. */
export interface DocumentEntry {
  id: string;
  name: string;
  category: 'Contract' | 'Certificate' | 'Statement' | 'Upload';
  /** ISO 8601. */
  date: string;
  sizeBytes: number;
  contentType: string;
  /** True for the customer's own uploads. */
  uploaded: boolean;
}
