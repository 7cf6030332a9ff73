// /profile/edit-mobile-number
import { BackLink } from '../back-link';
import { ContactUpdateForm } from './contact-update-form';
import { PROFILE_TITLES } from '../messages';
import '../../../components/page-layout/page-layout';
import '../profile.css';

export function EditMobileNumberPage() {
  return (
    <>
      <BackLink />
      <h1 className="page-title">{PROFILE_TITLES.editMobile}</h1>
      <section className="shs-panel" aria-label={PROFILE_TITLES.editMobile}>
        <ContactUpdateForm field="mobile" />
      </section>
    </>
  );
}
