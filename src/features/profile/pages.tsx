// The profile area's route module (spec 2.1 /profile and its children): the route table
// lazy-loads this one chunk and picks each page by name. Each page lives in its own file.
export { ProfilePage } from './profile-page';
export { EditEmailPage } from './contact/edit-email-page';
export { EditMobileNumberPage } from './contact/edit-mobile-number-page';
export { ChangePasswordPage } from './security/change-password-page';
export { VerbalPasswordPage } from './security/verbal-password-page';
export { EmergencyContactsPage } from './contact/emergency-contacts-page';
export { TwoFactorPage } from './security/two-factor-page';
export { AccessActivityPage } from './security/access-activity-page';
export { PasskeysPage } from './security/passkeys-page';
