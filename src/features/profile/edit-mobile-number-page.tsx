// /profile/edit-mobile-number
import { BackLink } from './back-link';
import { ContactUpdateForm } from './contact-update-form';
import { PROFILE_TITLES } from './messages';
import './profile.css';

export function EditMobileNumberPage() {
  return (
    <>
      <BackLink />
      <h1 className="page-title">{PROFILE_TITLES.editMobile}</h1>
      <section className="profile-section" aria-label={PROFILE_TITLES.editMobile}>
        <ContactUpdateForm field="mobile" />
      </section>
    </>
  );
}
