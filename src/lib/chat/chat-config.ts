// The chat section of config.json (spec 3 "Chat config"), read defensively: config arrives at
// run time, so a malformed section must not break the shell.

/** Opening hours of one weekday, `HH:MM` (24 h) in America/Denver. */
export interface ChatHours {
  start: string;
  end: string;
}

/** Weekday names as config.json spells them. */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/** A weekday name. */
export type Weekday = (typeof WEEKDAYS)[number];

/** Validated chat config. */
export interface ChatConfig {
  orgId: string;
  eswConfigDevName: string;
  siteUrl: string;
  /** URL of the embedded-service bootstrap script. */
  eswEndpoint: string;
  scrt2URL: string;
  clientName: string;
  /** Hours per weekday; a weekday that is missing has no chat. Null: no hours configured. */
  chatAvailability: Partial<Record<Weekday, ChatHours>> | null;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an `HH:MM` time, or null when it is not one. */
export function minutesOf(time: unknown): number | null {
  if (typeof time !== 'string') return null;
  const match = TIME.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function readHours(value: unknown): Partial<Record<Weekday, ChatHours>> | null {
  if (!value || typeof value !== 'object') return null;
  const hours: Partial<Record<Weekday, ChatHours>> = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    const day = key.toLowerCase() as Weekday;
    if (!WEEKDAYS.includes(day) || !entry || typeof entry !== 'object') continue;
    const { start, end } = entry as { start?: unknown; end?: unknown };
    if (minutesOf(start) === null || minutesOf(end) === null) {
      console.warn(`Chat hours for ${key} are not HH:MM times; that day has no chat.`);
      continue;
    }
    hours[day] = { start: String(start).trim(), end: String(end).trim() };
  }
  return hours;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The chat config in `config.chat`, or null when there is none (spec 4.4: chat then available). */
export function readChatConfig(value: unknown): ChatConfig | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  return {
    orgId: text(raw.orgId),
    eswConfigDevName: text(raw.eswConfigDevName),
    siteUrl: text(raw.siteUrl),
    eswEndpoint: text(raw.eswEndpoint),
    scrt2URL: text(raw.scrt2URL),
    clientName: text(raw.clientName),
    chatAvailability: readHours(raw.chatAvailability),
  };
}
