// The way back from a profile child page to the overview.
import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/routing/paths';
import { pageTitles } from '../../lib/routing/page-titles';
import { useText } from '../../lib/shared/i18n/use-text';
import { profileText } from './text';

export function BackLink() {
  const t = useText(profileText);
  const title = useText(pageTitles);
  return (
    <Link className="profile-back" to={PATHS.profile}>
      <span aria-hidden="true">←</span>
      {t('backLink', { title: title('profile') })}
    </Link>
  );
}
