// Sentry's envelope format (https://develop.sentry.dev/sdk/envelopes/), as the browser SDK posts
// it to a tunnel: a JSON header line, then items, each a JSON header line and a payload. A payload
// is `length` bytes when its header says so, otherwise the rest of its line.

/** The envelope's first line. */
export interface EnvelopeHeader {
  event_id?: string;
  dsn?: string;
  sent_at?: string;
  [key: string]: unknown;
}

/** One item: its header (`type`, optional `length`) and raw payload. */
export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: Buffer;
}

/** A parsed envelope. */
export interface Envelope {
  header: EnvelopeHeader;
  items: EnvelopeItem[];
}

const NEWLINE = 0x0a;

function readLine(body: Buffer, start: number): { line: string; next: number } {
  const end = body.indexOf(NEWLINE, start);
  const stop = end === -1 ? body.length : end;
  return {
    line: body.subarray(start, stop).toString('utf8'),
    next: end === -1 ? body.length : end + 1,
  };
}

function parseObject(text: string, what: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${what} must be a JSON object.`);
  return value as Record<string, unknown>;
}

/** Parses an envelope; throws on anything that is not one. */
export function parseEnvelope(body: Buffer): Envelope {
  const first = readLine(body, 0);
  const header = parseObject(first.line, 'The envelope header') as EnvelopeHeader;
  const items: EnvelopeItem[] = [];
  let offset = first.next;
  while (offset < body.length) {
    const { line, next } = readLine(body, offset);
    offset = next;
    if (!line.trim()) continue;
    const itemHeader = parseObject(line, 'An item header');
    if (typeof itemHeader.type !== 'string') throw new Error('An item header needs a type.');
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      const length = itemHeader.length;
      if (!Number.isInteger(length) || length < 0 || offset + length > body.length)
        throw new Error('An item is shorter than its length.');
      payload = body.subarray(offset, offset + length);
      offset += length;
      if (body[offset] === NEWLINE) offset += 1;
    } else {
      const rest = readLine(body, offset);
      payload = body.subarray(offset, rest.next - (body[rest.next - 1] === NEWLINE ? 1 : 0));
      offset = rest.next;
    }
    items.push({ header: itemHeader as EnvelopeItem['header'], payload });
  }
  return { header, items };
}

/** The DSN's public key and project id, or null when it is not a DSN. */
export function readDsn(dsn: unknown): { publicKey: string; projectId: string } | null {
  if (typeof dsn !== 'string') return null;
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).at(-1);
    return url.username && projectId ? { publicKey: url.username, projectId } : null;
  } catch {
    return null;
  }
}
