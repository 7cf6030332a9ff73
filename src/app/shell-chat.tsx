// Mounts the chat launcher for a signed-in customer, lazily so chat never weighs on first paint.
import { lazy, Suspense, useCallback } from 'react';
import type { RuntimeConfig } from '../lib/config';
import type { StoredUser } from '../stores/user-store';
import type { Session } from './session';

// One import site for both uses, so the chunk and its preload list appear once in the entry.
const loadChat = () => import('../components/chat-launcher/signed-in-chat');
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

/** Spec 4.2: logout clears the chat session first; never rejects. */
export function clearChatSession(config: RuntimeConfig | null): Promise<void> {
  return loadChat()
    .then(({ clearChatSession: clear }) => clear(config?.chat))
    .catch((error: unknown) => console.error('The chat session could not be cleared.', error));
}
