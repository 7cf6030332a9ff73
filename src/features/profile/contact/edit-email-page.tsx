// /profile/edit-email
import { BackLink } from '../back-link';
import { ContactUpdateForm } from './contact-update-form';
import { EmailConfirmation } from './email-confirmation';
import { PROFILE_TITLES } from '../messages';
import '../../../components/page-layout/page-layout';
import '../profile.css';

export function EditEmailPage() {
  return (
    <>
      <BackLink />
      <h1 className="page-title">{PROFILE_TITLES.editEmail}</h1>
      <EmailConfirmation />
      <section className="shs-panel" aria-label={PROFILE_TITLES.editEmail}>
        <ContactUpdateForm field="email" />
      </section>
    </>
  );
}
