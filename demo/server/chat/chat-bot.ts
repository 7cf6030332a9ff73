// The chat stand-in's bot: a few canned answers by topic, like the first line of a real
// messaging deployment before an agent picks up.

/** The bot's first message, addressed to the verified customer. */
export function greeting(serviceId: string): string {
  const about = serviceId ? ` about service ${serviceId}` : '';
  return `Hi, you're signed in and verified. How can we help${about}? Ask about billing, appointments, or type "agent".`;
}

/** The bot's answer to one customer message. */
export function answer(text: string): string {
  const message = text.toLowerCase();
  if (/\b(agent|human|person|representative)\b/.test(message)) {
    return 'I have asked an agent to join. The next available agent will pick up this chat; you can keep typing meanwhile.';
  }
  if (/\b(bill|billing|invoice|payment|pay|balance|autopay)\b/.test(message)) {
    return 'You can see your balance, pay a bill and set up autopay under Billing in the account centre. Payments post within one business day.';
  }
  if (/\b(appointment|appointments|technician|visit|reschedule|schedule)\b/.test(message)) {
    return 'Your upcoming visits are under Appointments, where you can also reschedule one up to 24 hours before it starts.';
  }
  return 'I can help with billing and appointments, or type "agent" to talk to a person.';
}
