// @vitest-environment node
import { createEnvelope, serializeEnvelope } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import { parseEnvelope, readDsn } from './envelope.js';

const bytes = (envelope: string | Uint8Array) => Buffer.from(envelope);

describe('parseEnvelope', () => {
  it('reads what the Sentry SDK serialises: an event item and a length-prefixed attachment', () => {
    const event = { event_id: 'abc', message: 'Boom', tags: { route: '/dashboard' } };
    const envelope = createEnvelope(
      { event_id: 'abc', dsn: 'http://key@localhost/1', sent_at: '2026-01-01T00:00:00.000Z' },
      [
        [{ type: 'event' }, event],
        [
          { type: 'attachment', length: 11, filename: 'a.txt' },
          new TextEncoder().encode('line1\nline2'),
        ],
      ] as never,
    );
    const parsed = parseEnvelope(bytes(serializeEnvelope(envelope as never)));
    expect(parsed.header.dsn).toBe('http://key@localhost/1');
    expect(parsed.items.map((item) => item.header.type)).toEqual(['event', 'attachment']);
    expect(JSON.parse(parsed.items[0]!.payload.toString())).toEqual(event);
    expect(parsed.items[1]!.payload.toString()).toBe('line1\nline2');
  });

  it('reads items without a length up to the end of their line, with or without a final newline', () => {
    const text =
      '{"event_id":"1"}\n{"type":"event"}\n{"message":"a"}\n{"type":"client_report"}\n{"x":1}';
    const parsed = parseEnvelope(bytes(text));
    expect(parsed.items.map((item) => item.payload.toString())).toEqual([
      '{"message":"a"}',
      '{"x":1}',
    ]);
  });

  it.each([
    ['no JSON header', 'hello\n'],
    ['an item without a type', '{}\n{"length":2}\n{}'],
    ['an item shorter than its length', '{}\n{"type":"event","length":50}\n{}'],
    ['an array header', '[]\n'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseEnvelope(bytes(text))).toThrow();
  });
});

describe('readDsn', () => {
  it('reads the public key and project id', () => {
    expect(readDsn('https://abc@o1.ingest.example/42')).toEqual({
      publicKey: 'abc',
      projectId: '42',
    });
    expect(readDsn('not a dsn')).toBeNull();
    expect(readDsn('https://o1.example/42')).toBeNull();
  });
});
