// The signed-in chat's code, loaded on demand: by the shell's chat launcher (shell-chat.tsx) and
// by logout, which clears the chat session first (spec 4.2).
import type { RuntimeConfig } from '../../lib/shared/config';

/** One import site for both uses, so the chunk and its preload list appear once. */
export const loadChat = () => import('../../components/chat-launcher/signed-in-chat');

/** Spec 4.2: logout clears the chat session first; never rejects. */
export function clearChatSession(config: RuntimeConfig | null): Promise<void> {
  return loadChat()
    .then(({ clearChatSession: clear }) => clear(config?.chat))
    .catch((error: unknown) => console.error('The chat session could not be cleared.', error));
}
