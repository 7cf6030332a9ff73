// What stands where the chat launcher would be when chat is switched off (config
// features.chat): the phone line, so the customer still has a way to reach a person.
import '../../components/chat-launcher/chat-launcher.css';
import { SUPPORT_PHONE } from '../../lib/shared/feature-fallbacks';
import { richText } from '../../lib/shared/i18n/rich-text';
import { useText } from '../../lib/shared/i18n/use-text';
import { sharedText } from '../../lib/shared/text';

export function ChatFallback() {
  const t = useText(sharedText);
  return (
    <div className="chat-launcher chat-launcher--bar">
      <p>
        {richText(t('fallback.chat', { phone: SUPPORT_PHONE.display }), {
          phone: (number) => <a href={SUPPORT_PHONE.href}>{number}</a>,
        })}
      </p>
    </div>
  );
}
