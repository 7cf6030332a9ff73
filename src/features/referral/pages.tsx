// Refer a Friend page (spec 2.1). Its content arrives with its own issue; until then the page is its
// real heading only.
import { REFERRAL_TITLE } from './messages';

export function ReferralPage() {
  return <h1 className="page-title">{REFERRAL_TITLE}</h1>;
}
