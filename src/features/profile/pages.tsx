// The profile area's route module (spec 2.1 /profile and its children): the route table
// lazy-loads this one chunk and picks each page by name. Each page lives in its own file.
export { ProfilePage } from './profile-page';
export { EditEmailPage } from './edit-email-page';
export { EditMobileNumberPage } from './edit-mobile-number-page';
export { ChangePasswordPage } from './change-password-page';
export { VerbalPasswordPage } from './verbal-password-page';
export { EmergencyContactsPage } from './emergency-contacts-page';
export { TwoFactorPage } from './two-factor-page';
export { AccessActivityPage } from './access-activity-page';
