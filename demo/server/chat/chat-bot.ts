// The chat stand-in's bot: a few answers by topic, like the first line of a real messaging
// deployment before an agent picks up. With the customer's account (account-answers.ts) it
// answers their next visit and their balance from their own data.
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';
import { balanceAnswer, visitAnswer, type ChatAccount } from './account-answers.js';
import { chatText } from './text.js';

/** The bot's first message, addressed to the verified customer, in the chat's language. */
export function greeting(serviceId: string, locale: Locale = 'en'): string {
  const t = chatText.t(locale);
  return serviceId ? t('bot.greetingService', { serviceId }) : t('bot.greeting');
}

// What the customer asks about, in English or in Spanish (whatever the chat's language, a
// customer may write in either). \b is ASCII-only, so Spanish words end at a space or the end.
const END = '(?![\\p{L}])';
const words = (list: string) => new RegExp(`(?<![\\p{L}])(?:${list})${END}`, 'u');
const ASKS_AGENT = words('agent|human|person|representative|agente|humano|persona|representante');
const ABOUT_VISIT = words(
  'installation|install|appointment|appointments|technician|visit|instalación|instalacion|cita|citas|técnico|tecnico|visita',
);
const ABOUT_INSTALLATION = words('install|installation|instalación|instalacion|instalar');
const ASKS_WHEN = words(
  'when|next|what time|date|day|cuándo|cuando|próxima|proxima|qué hora|fecha|día',
);
const ABOUT_MONEY = words('balance|owe|due|bill|amount|saldo|debo|adeudo|factura|monto|vence');
const ASKS_HOW_MUCH = words(
  'how much|what|balance|owe|when|cuánto|cuanto|qué|que|saldo|debo|cuándo|cuando',
);
const ABOUT_BILLING = words(
  'bill|billing|invoice|payment|pay|balance|autopay|factura|facturación|facturacion|pago|pagar|saldo',
);
const ABOUT_APPOINTMENTS = words(
  'appointment|appointments|technician|visit|reschedule|schedule|cita|citas|técnico|tecnico|visita|programar',
);

/**
 * The bot's answer to one customer message, in the chat's language; `account` (read only when
 * the question needs it) lets it answer from the customer's own data.
 */
export function answer(text: string, account?: () => ChatAccount, locale: Locale = 'en'): string {
  const t = chatText.t(locale);
  const message = text.toLowerCase();
  if (ASKS_AGENT.test(message)) return t('bot.agent');
  const aboutVisit = ABOUT_VISIT.test(message);
  const asksWhen = ASKS_WHEN.test(message);
  if (account && aboutVisit && asksWhen) {
    return visitAnswer(account(), ABOUT_INSTALLATION.test(message), locale);
  }
  const aboutMoney = ABOUT_MONEY.test(message);
  const asksHowMuch = ASKS_HOW_MUCH.test(message);
  if (account && aboutMoney && asksHowMuch) return balanceAnswer(account(), locale);
  if (ABOUT_BILLING.test(message)) return t('bot.billing');
  if (ABOUT_APPOINTMENTS.test(message)) return t('bot.appointments');
  return t('bot.fallback');
}
