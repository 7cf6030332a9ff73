// My Smart Home page (spec 2.1). Its content arrives with its own issue; until then the page is its
// real heading only.
import { SMART_HOME_TITLE } from './messages';

export function SmartHomePage() {
  return <h1 className="page-title">{SMART_HOME_TITLE}</h1>;
}
