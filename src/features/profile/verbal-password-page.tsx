// /profile/update-verbal-password. The spec names no call for the verbal password and the
// reference backend has none, so this page has only its heading until that contract exists.
import { BackLink } from './back-link';
import { PROFILE_TITLES } from './messages';

export function VerbalPasswordPage() {
  return (
    <>
      <BackLink />
      <h1 className="page-title">{PROFILE_TITLES.verbalPassword}</h1>
    </>
  );
}
