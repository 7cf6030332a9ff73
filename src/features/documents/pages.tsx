// Documents page (spec 2.1). Its content arrives with its own issue; until then the page is its
// real heading only.
import { DOCUMENTS_TITLE } from './messages';

export function DocumentsPage() {
  return <h1 className="page-title">{DOCUMENTS_TITLE}</h1>;
}
