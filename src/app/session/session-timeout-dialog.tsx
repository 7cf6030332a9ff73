// The Session Timeout dialog itself, on the widget kit's Modal: no close button, Esc ignored
// (the kit's default), a primary Log In button. Loaded only when the hour is up.
import { Modal } from '../../components/modal/modal';
import { APP_MESSAGES } from '../messages';

/** Props of {@link SessionTimeoutDialog}. */
export interface SessionTimeoutDialogProps {
  onLogIn: () => Promise<void>;
}

export function SessionTimeoutDialog({ onLogIn }: SessionTimeoutDialogProps) {
  return (
    <Modal
      open
      title={APP_MESSAGES.sessionTimeoutTitle}
      description={APP_MESSAGES.sessionTimeoutText}
      primaryLabel={APP_MESSAGES.logIn}
      hideCloseButton
      onClose={async (reason) => {
        // The only way out is signing in again; any other close request is ignored.
        if (reason === 'primary') await onLogIn();
      }}
    />
  );
}
