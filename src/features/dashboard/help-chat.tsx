// The help card's "Chat with us": the same launcher as the shell's (open within the chat hours,
// otherwise when it opens next and the phone number). Loaded with the cards, not with the
// dashboard's first paint, so chat adds nothing to the start-up.
import { lazy, Suspense } from 'react';
import { readChatConfig } from '../../lib/chat/chat-config';
import { getRuntimeConfig } from '../../lib/config';

const ChatLauncher = lazy(() =>
  import('../../components/chat-launcher/chat-launcher').then((module) => ({
    default: module.ChatLauncher,
  })),
);

export function HelpChat() {
  return (
    <Suspense fallback={null}>
      <ChatLauncher
        config={readChatConfig(getRuntimeConfig()?.chat)}
        layout="inline"
        showPhone={false}
      />
    </Suspense>
  );
}
