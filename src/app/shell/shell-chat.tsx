// Mounts the chat launcher for a signed-in customer, lazily so chat never weighs on first paint.
import { lazy, Suspense, useCallback } from 'react';
import type { RuntimeConfig } from '../../lib/shared/config';
import type { StoredUser } from '../../stores/user-store';
import { loadChat } from '../session/chat-session';
import type { Session } from '../session/session';

const SignedInChat = lazy(loadChat);

/** Props of {@link ShellChat}. */
export interface ShellChatProps {
  config: RuntimeConfig | null;
  user: StoredUser;
  selectedServiceName: string | null;
  session: Session;
}

export function ShellChat({ config, user, selectedServiceName, session }: ShellChatProps) {
  const getIdentityToken = useCallback(
    async () => (await (await session.getAuth())?.getTokens())?.idToken ?? null,
    [session],
  );
  return (
    <Suspense fallback={null}>
      <SignedInChat
        rawConfig={config?.chat}
        user={user}
        selectedServiceName={selectedServiceName}
        getIdentityToken={getIdentityToken}
      />
    </Suspense>
  );
}
