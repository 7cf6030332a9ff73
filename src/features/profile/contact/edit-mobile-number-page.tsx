// /profile/edit-mobile-number
import { pageTitles } from '../../../lib/routing/page-titles';
import { useText } from '../../../lib/shared/i18n/use-text';
import { BackLink } from '../back-link';
import { ContactUpdateForm } from './contact-update-form';
import '../../../components/page-layout/page-layout';
import '../profile.css';

export function EditMobileNumberPage() {
  const title = useText(pageTitles);
  return (
    <>
      <BackLink />
      <h1 className="page-title">{title('profile.editMobile')}</h1>
      <section className="shs-panel" aria-label={title('profile.editMobile')}>
        <ContactUpdateForm field="mobile" />
      </section>
    </>
  );
}
