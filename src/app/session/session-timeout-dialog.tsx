// The Session Timeout dialog itself, on the widget kit's Modal: no close button, Esc ignored
// (the kit's default), a primary Log In button. Loaded only when the hour is up.
import { Modal } from '../../components/modal/modal';
import { useText } from '../../lib/shared/i18n/use-text';
import { sessionText } from './text';

/** Props of {@link SessionTimeoutDialog}. */
export interface SessionTimeoutDialogProps {
  onLogIn: () => Promise<void>;
}

export function SessionTimeoutDialog({ onLogIn }: SessionTimeoutDialogProps) {
  const t = useText(sessionText);
  return (
    <Modal
      open
      title={t('timeout.title')}
      description={t('timeout.text')}
      primaryLabel={t('timeout.logIn')}
      hideCloseButton
      onClose={async (reason) => {
        // The only way out is signing in again; any other close request is ignored.
        if (reason === 'primary') await onLogIn();
      }}
    />
  );
}
