// What stands where the chat launcher would be when chat is switched off (config
// features.chat): the phone line, so the customer still has a way to reach a person.
import '../../components/chat-launcher/chat-launcher.css';
import { FEATURE_FALLBACKS, SUPPORT_PHONE } from '../../lib/shared/feature-fallbacks';

export function ChatFallback() {
  return (
    <div className="chat-launcher chat-launcher--bar">
      <p>
        {FEATURE_FALLBACKS.chat} <a href={SUPPORT_PHONE.href}>{SUPPORT_PHONE.display}</a>.
      </p>
    </div>
  );
}
