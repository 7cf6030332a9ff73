// Words with markup inside a sentence ("Read the <terms>autopay terms</terms>.") stay one message,
// so a translation can move the link where its grammar wants it. The message marks the spans with
// tags; the component says what each tag becomes. No HTML is parsed: a tag is only a name.
import { createElement, Fragment, type ReactNode } from 'react';

/** What each tag of a message renders its inner text as. */
export type RichTextParts = Readonly<Record<string, (chunk: string) => ReactNode>>;

const TAG = /<([a-z][a-z0-9]*)>(.*?)<\/\1>/gs;

/**
 * Splits a formatted message at its tags and renders each tagged span with its part. A tag with
 * no part keeps its inner text as plain text, so a translation's typo never hides words.
 */
export function richText(message: string, parts: RichTextParts): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) nodes.push(message.slice(last, match.index));
    const render = parts[name];
    nodes.push(createElement(Fragment, { key: nodes.length }, render ? render(inner) : inner));
    last = match.index + whole.length;
  }
  if (last < message.length) nodes.push(message.slice(last));
  return nodes;
}
