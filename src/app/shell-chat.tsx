// Mounts the chat launcher for a signed-in customer, lazily so chat never weighs on first paint.
import { lazy, Suspense, useCallback } from 'react';
import type { RuntimeConfig } from '../lib/config';
import type { StoredUser } from '../stores/user-store';
import type { Session } from './session';

const SignedInChat = lazy(() => import('../components/chat-launcher/signed-in-chat'));

/** Props of {@link ShellChat}. */
export interface ShellChatProps {
  config: RuntimeConfig | null;
  user: StoredUser;
  selectedServiceName: string | null;
  session: Session;
}

export function ShellChat({ config, user, selectedServiceName, session }: ShellChatProps) {
  const getIdentityToken = useCallback(
    async () => (await session.auth?.getTokens())?.idToken ?? null,
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
export async function clearChatSession(config: RuntimeConfig | null): Promise<void> {
  try {
    const [{ clearChat }, { readChatConfig }] = await Promise.all([
      import('../lib/chat/chat-client'),
      import('../lib/chat/chat-config'),
    ]);
    await clearChat(readChatConfig(config?.chat));
  } catch (error) {
    console.error('The chat session could not be cleared.', error);
  }
}
