// The shell's chat: starts chat for the signed-in customer (spec 4.2) with the prechat fields of
// the selected service, and renders the launcher. Loaded lazily, after the first paint, so none of
// chat is in the account centre's first-load JavaScript.
import { useEffect, useMemo } from 'react';
import { readChatConfig } from '../../lib/chat/chat-config';
import { clearChat, startChat } from '../../lib/chat/chat-client';
import { buildPrechatFields, type PrechatSource } from '../../lib/chat/prechat';
import { ChatLauncher } from './chat-launcher';

/** Props of {@link SignedInChat}. */
export interface SignedInChatProps {
  /** config.json's `chat` section as loaded (validated here). */
  rawConfig: unknown;
  user: PrechatSource;
  selectedServiceName: string | null;
  /** The JWT identity token: the customer's current id token. */
  getIdentityToken: () => Promise<string | null>;
}

export function SignedInChat({
  rawConfig,
  user,
  selectedServiceName,
  getIdentityToken,
}: SignedInChatProps) {
  const config = useMemo(() => readChatConfig(rawConfig), [rawConfig]);
  useEffect(() => {
    startChat({
      prechat: buildPrechatFields(user, selectedServiceName, config?.clientName ?? ''),
      getIdentityToken,
    });
  }, [user, selectedServiceName, config, getIdentityToken]);
  return <ChatLauncher config={config} />;
}

export default SignedInChat;

/** Spec 4.2: logout clears the chat session (config.json's raw `chat` section). Never rejects. */
export function clearChatSession(rawConfig: unknown): Promise<void> {
  return clearChat(readChatConfig(rawConfig));
}
