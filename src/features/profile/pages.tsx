// Profile & Security pages (spec 2.1 /profile children). Their forms arrive with the profile
// issue; until then each page is its real heading only.
import { PROFILE_TITLES } from './messages';

export function ProfilePage() {
  return <h1 className="page-title">{PROFILE_TITLES.profile}</h1>;
}
export function EditEmailPage() {
  return <h1 className="page-title">{PROFILE_TITLES.editEmail}</h1>;
}
export function EditMobileNumberPage() {
  return <h1 className="page-title">{PROFILE_TITLES.editMobile}</h1>;
}
export function ChangePasswordPage() {
  return <h1 className="page-title">{PROFILE_TITLES.changePassword}</h1>;
}
export function VerbalPasswordPage() {
  return <h1 className="page-title">{PROFILE_TITLES.verbalPassword}</h1>;
}
export function EmergencyContactsPage() {
  return <h1 className="page-title">{PROFILE_TITLES.emergencyContacts}</h1>;
}
export function TwoFactorPage() {
  return <h1 className="page-title">{PROFILE_TITLES.twoFactor}</h1>;
}
export function AccessActivityPage() {
  return <h1 className="page-title">{PROFILE_TITLES.accessActivity}</h1>;
}
