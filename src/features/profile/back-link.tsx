// The way back from a profile child page to the overview.
import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/routing/paths';
import { PROFILE_TITLES } from './messages';

export function BackLink() {
  return (
    <Link className="profile-back" to={PATHS.profile}>
      <span aria-hidden="true">←</span>Back to {PROFILE_TITLES.profile}
    </Link>
  );
}
