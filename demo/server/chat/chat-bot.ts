// The chat stand-in's bot: a few answers by topic, like the first line of a real messaging
// deployment before an agent picks up. With the customer's account (account-answers.ts) it
// answers their next visit and their balance from their own data.
import { balanceAnswer, visitAnswer, type ChatAccount } from './account-answers.js';

/** The bot's first message, addressed to the verified customer. */
export function greeting(serviceId: string): string {
  const about = serviceId ? ` about service ${serviceId}` : '';
  return `Hi, you're signed in and verified. How can we help${about}? Ask about billing, appointments, or type "agent".`;
}

/**
 * The bot's answer to one customer message; `account` (read only when the question needs it)
 * lets it answer from the customer's own data.
 */
export function answer(text: string, account?: () => ChatAccount): string {
  const message = text.toLowerCase();
  if (/\b(agent|human|person|representative)\b/.test(message)) {
    return 'I have asked an agent to join. The next available agent will pick up this chat; you can keep typing meanwhile.';
  }
  const aboutVisit = /\b(installation|install|appointment|appointments|technician|visit)\b/.test(
    message,
  );
  const asksWhen = /\b(when|next|what time|date|day)\b/.test(message);
  if (account && aboutVisit && asksWhen) {
    return visitAnswer(account(), /\binstall(ation)?\b/.test(message));
  }
  const aboutMoney = /\b(balance|owe|due|bill|amount)\b/.test(message);
  const asksHowMuch = /\b(how much|what|balance|owe|when)\b/.test(message);
  if (account && aboutMoney && asksHowMuch) return balanceAnswer(account());
  if (/\b(bill|billing|invoice|payment|pay|balance|autopay)\b/.test(message)) {
    return 'You can see your balance, pay a bill and set up autopay under Billing in the account centre. Payments post within one business day.';
  }
  if (/\b(appointment|appointments|technician|visit|reschedule|schedule)\b/.test(message)) {
    return 'Your upcoming visits are under Appointments, where you can also reschedule one up to 24 hours before it starts.';
  }
  return 'I can help with billing and appointments, or type "agent" to talk to a person.';
}
