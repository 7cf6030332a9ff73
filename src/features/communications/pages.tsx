// Communications page (spec 2.1). Its content arrives with its own issue; until then the page is its
// real heading only.
import { COMMUNICATIONS_TITLE } from './messages';

export function CommunicationsPage() {
  return <h1 className="page-title">{COMMUNICATIONS_TITLE}</h1>;
}
