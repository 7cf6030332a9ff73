// /profile/edit-email
import { pageTitles } from '../../../lib/routing/page-titles';
import { useText } from '../../../lib/shared/i18n/use-text';
import { BackLink } from '../back-link';
import { ContactUpdateForm } from './contact-update-form';
import { EmailConfirmation } from './email-confirmation';
import '../../../components/page-layout/page-layout';
import '../profile.css';

export function EditEmailPage() {
  const title = useText(pageTitles);
  return (
    <>
      <BackLink />
      <h1 className="page-title">{title('profile.editEmail')}</h1>
      <EmailConfirmation />
      <section className="shs-panel" aria-label={title('profile.editEmail')}>
        <ContactUpdateForm field="email" />
      </section>
    </>
  );
}
