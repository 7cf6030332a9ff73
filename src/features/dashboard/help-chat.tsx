// The help card's "Chat with us": the same launcher as the shell's (open within the chat hours,
// otherwise when it opens next). The launcher and the chat-config reader are both imported
// lazily, so chat adds nothing to the dashboard's first load.
import { lazy, Suspense } from 'react';
import { getRuntimeConfig } from '../../lib/shared/config';

const CardChatLauncher = lazy(async () => {
  const [{ ChatLauncher }, { readChatConfig }] = await Promise.all([
    import('../../components/chat-launcher/chat-launcher'),
    import('../../lib/chat/chat-config'),
  ]);
  return {
    default: function CardChat() {
      return (
        <ChatLauncher
          config={readChatConfig(getRuntimeConfig()?.chat)}
          layout="inline"
          showPhone={false}
        />
      );
    },
  };
});

export function HelpChat() {
  return (
    <Suspense fallback={null}>
      <CardChatLauncher />
    </Suspense>
  );
}
