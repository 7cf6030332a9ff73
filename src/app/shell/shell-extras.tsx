// The shell's parts the first view does without: the chat launcher, the session-timeout modal,
// "Confirm it's you" and the toast viewport. The shell loads them once its first view is on
// screen and the main thread is idle, so they are not part of the first load either.
import type { RuntimeConfig } from '../../lib/shared/config';
import { isFeatureOn } from '../../lib/shared/features';
import { ChatFallback } from './chat-fallback';
import type { StoredUser } from '../../stores/user-store';
import type { Session } from '../session/session';
import { RecentSignInHost } from '../session/recent-sign-in-host';
import { SessionTimeoutModal } from '../session/session-timeout-modal';
import { UsePasskeyButton } from '../session/use-passkey-button';
import { ShellChat } from './shell-chat';
import { ToastHost } from './toast-host';

/** Props of {@link ShellExtras}. */
export interface ShellExtrasProps {
  config: RuntimeConfig | null;
  session: Session;
  isAuthenticated: boolean;
  /** The signed-in customer when the navbar (and so the chat) is shown. */
  chatUser: StoredUser | null;
  selectedServiceName: string | null;
  /** Where the session-timeout modal's Log In returns to. */
  returnPath: string;
}

export function ShellExtras({
  config,
  session,
  isAuthenticated,
  chatUser,
  selectedServiceName,
  returnPath,
}: ShellExtrasProps) {
  return (
    <>
      {chatUser && !isFeatureOn('chat', config) ? <ChatFallback /> : null}
      {chatUser && isFeatureOn('chat', config) ? (
        <ShellChat
          config={config}
          user={chatUser}
          selectedServiceName={selectedServiceName}
          session={session}
        />
      ) : null}
      <SessionTimeoutModal
        active={isAuthenticated}
        signedInAt={session.signedInAt}
        onLogIn={() => session.signInAgain(returnPath)}
      />
      {/* "Confirm it's you" when a change needs a recent sign-in (issue 25): password or passkey. */}
      <RecentSignInHost
        extraMethods={(confirmed) => <UsePasskeyButton onConfirmed={confirmed} />}
      />
      {/* Toasts raised by any page (copied, saved, ...); queued ones show once it is here. */}
      <ToastHost />
    </>
  );
}
