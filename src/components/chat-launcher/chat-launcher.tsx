// "Chat with us" (spec 1, 4.4, 7.6, 8): enabled within the chat hours (America/Denver); outside
// them it says when chat opens next and offers the phone number; when the chat script cannot be
// loaded it says "Chat is not available right now", with the phone number. Used by the shell
// and by any card that wants a chat entry point (e.g. the dashboard's help card).
import { useEffect, useId, useState } from 'react';
import { Button } from '../button/button';
import {
  isChatAvailable,
  nextOpening,
  denverClock,
  formatClock,
} from '../../lib/chat/availability';
import { WEEKDAYS, type ChatConfig } from '../../lib/chat/chat-config';
import { openChat, useChatStore } from '../../lib/chat/chat-client';
import { CHAT_BAR_ID, SUPPORT_PHONE } from '../../lib/chat/messages';
import { chatText } from '../../lib/chat/text';
import { FLAG_KEYS, useFeatureFlag } from '../../lib/analytics/feature-flags';
import { INTL_LOCALES } from '../../lib/shared/i18n/locales';
import { richText } from '../../lib/shared/i18n/rich-text';
import { useLocale, useText } from '../../lib/shared/i18n/use-text';
import './chat-launcher.css';

/** Props of {@link ChatLauncher}. */
export interface ChatLauncherProps {
  /** config.json `chat`, read with `readChatConfig`; null means no chat config (always open). */
  config: ChatConfig | null;
  /** Number offered when chat is closed or unavailable. Defaults to the support line. */
  phoneNumber?: string;
  /** False where the surrounding card already shows the phone number (no second copy). */
  showPhone?: boolean;
  /** 'bar' (the shell, a strip above the footer) or 'inline' (inside a card). Default 'bar'. */
  layout?: 'bar' | 'inline';
  /** Clock, for tests. Defaults to the current time, re-read every minute. */
  now?: () => Date;
}

const MINUTE = 60_000;

function useNow(now: () => Date): Date {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), MINUTE);
    return () => clearInterval(timer);
  }, [now]);
  return current;
}

const defaultNow = () => new Date();

function PhoneLine({ phoneNumber }: { phoneNumber: string }) {
  const t = useText(chatText);
  return (
    <p className="chat-launcher__phone">
      {richText(t('callUs', { number: phoneNumber }), {
        phone: (chunk) => <a href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}>{chunk}</a>,
      })}
    </p>
  );
}

export function ChatLauncher({
  config,
  phoneNumber = SUPPORT_PHONE,
  showPhone = true,
  layout = 'bar',
  now = defaultNow,
}: ChatLauncherProps) {
  const current = useNow(now);
  const closedId = useId();
  const t = useText(chatText);
  const intlLocale = INTL_LOCALES[useLocale()];
  const status = useChatStore((state) => state.status);
  const signedIn = useChatStore((state) => state.identity !== null);
  const showHours = useFeatureFlag<unknown>(FLAG_KEYS.chatHoursHint, false) === true;
  const hours = config?.chatAvailability;
  const open = isChatAvailable(hours, current);
  const next = open ? null : nextOpening(hours, current, intlLocale);
  const today = hours?.[WEEKDAYS[denverClock(current).day]!];

  const launch = () => {
    if (config) void openChat(config);
    else {
      console.error('Chat could not be loaded.', new Error('No chat configuration.'));
      useChatStore.setState({ status: 'failed' });
    }
  };

  // The shell's bar is a landmark ("Chat"); inside a card the card's heading already names it.
  const Container = layout === 'bar' ? 'section' : 'div';
  return (
    <Container
      id={layout === 'bar' ? CHAT_BAR_ID : undefined}
      className={`chat-launcher chat-launcher--${layout}`}
      aria-label={layout === 'bar' ? t('bar') : undefined}
    >
      <Button
        variant="secondary"
        className="chat-launcher__button"
        disabled={!open || !signedIn}
        state={status === 'loading' ? 'pending' : 'empty'}
        onClick={launch}
        aria-describedby={!open ? closedId : undefined}
      >
        {t('launcher')}
      </Button>
      {open && showHours && today ? (
        <p className="chat-launcher__hint">
          {t('hoursToday', {
            start: formatClock(today.start, intlLocale),
            end: formatClock(today.end, intlLocale),
          })}
        </p>
      ) : null}
      <div className="chat-launcher__status" role="status">
        {!open ? (
          <div id={closedId}>
            <p className="chat-launcher__closed">{t('closed')}</p>
            {next ? (
              <p>
                {t('opensAt', { when: next.when.toLowerCase(), start: next.start, end: next.end })}
              </p>
            ) : null}
            {showPhone && <PhoneLine phoneNumber={phoneNumber} />}
          </div>
        ) : status === 'failed' ? (
          <div>
            <p className="chat-launcher__closed">{t('unavailable')}</p>
            {showPhone && <PhoneLine phoneNumber={phoneNumber} />}
          </div>
        ) : null}
      </div>
    </Container>
  );
}
