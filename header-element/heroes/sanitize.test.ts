// @vitest-environment node
// DOMPurify is only as good as the DOM parser under it, and happy-dom's parser differs from a
// browser's in exactly the places mutation XSS lives. So this test bundles sanitize.ts and runs
// it in real Chromium (the same one the element tests use), then inspects the results there.
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from './xss-corpus';

// The shared launcher settings are plain JS (no type declarations), so they are loaded by URL
// and typed here.
const chromiumSetup = new URL('../../tests/setup/chromium.mjs', import.meta.url).href;
const { CHROMIUM_ARGS, findChromium } = (await import(/* @vite-ignore */ chromiumSetup)) as {
  CHROMIUM_ARGS: string[];
  findChromium: () => string | undefined;
};

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [new URL('./sanitize.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'heroSanitize',
    target: 'es2020',
  });
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
}, 30000);

afterAll(async () => {
  await browser?.close();
});

type Mode = 'inline' | 'block';

const sanitize = (html: string, mode: Mode): Promise<string> =>
  page.evaluate(
    ([input, kind]) => {
      const api = (window as unknown as { heroSanitize: Record<string, (html: string) => string> })
        .heroSanitize;
      return kind === 'inline' ? api.sanitizeInlineHtml!(input) : api.sanitizeBlockHtml!(input);
    },
    [html, mode] as const,
  );

/** Every problem a sanitised fragment still has, judged by Chromium's own parser. */
const problems = (html: string): Promise<string[]> =>
  page.evaluate((input) => {
    const allowedTags = new Set([
      'A',
      'B',
      'BR',
      'EM',
      'I',
      'MARK',
      'SMALL',
      'S',
      'SPAN',
      'STRONG',
      'SUB',
      'SUP',
      'U',
      'P',
      'UL',
      'OL',
      'LI',
    ]);
    const allowedAttributes = new Set(['href', 'target', 'rel', 'class', 'title', 'lang', 'dir']);
    const template = document.createElement('template');
    template.innerHTML = input;
    const found: string[] = [];
    for (const element of template.content.querySelectorAll('*')) {
      if (!allowedTags.has(element.tagName.toUpperCase())) found.push(`tag <${element.tagName}>`);
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (!allowedAttributes.has(name)) found.push(`attribute ${name}`);
        // How the browser reads a URL: ends trimmed of controls and spaces, tabs/newlines gone.
        // eslint-disable-next-line no-control-regex
        const url = attribute.value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
        if (name === 'href' && /^(?:javascript|data|vbscript):/i.test(url))
          found.push(`href ${url}`);
      }
    }
    return found;
  }, html);

describe('sanitising hero HTML (title, eyebrow, description) in Chromium', () => {
  it('leaves nothing dangerous of any payload in the XSS corpus', async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThan(40);
    const report: Record<string, string[]> = {};
    for (const payload of XSS_PAYLOADS) {
      for (const mode of ['inline', 'block'] as const) {
        const html = await sanitize(payload, mode);
        const found = await problems(html);
        if (/<script|<iframe|<object|<embed|<svg|<math|<style|<template/i.test(html)) {
          found.push('dangerous tag text');
        }
        if (/\son[a-z]+\s*=/i.test(html)) found.push('handler text');
        if (found.length) report[`${mode}: ${payload}`] = found;
      }
    }
    expect(report).toEqual({});
  }, 20000);

  it('keeps the markup marketing copy needs', async () => {
    expect(await sanitize('Protection that <em>never sleeps</em>', 'inline')).toBe(
      'Protection that <em>never sleeps</em>',
    );
    expect(
      await sanitize('<strong class="x">4K</strong> <a href="/plans">plans</a>', 'inline'),
    ).toBe('<strong class="x">4K</strong> <a href="/plans">plans</a>');
    expect(await sanitize('<p>One</p><ul><li>Two</li></ul>', 'block')).toBe(
      '<p>One</p><ul><li>Two</li></ul>',
    );
    expect(await sanitize('<a href="tel:+18005550142">call</a>', 'inline')).toBe(
      '<a href="tel:+18005550142">call</a>',
    );
  });

  it('keeps block elements out of inline copy (a title is a heading)', async () => {
    expect(await sanitize('<p>Title</p>', 'inline')).toBe('Title');
  });

  it('makes links that open a new tab safe for the host page', async () => {
    expect(await sanitize('<a href="https://example.com" target="_top">x</a>', 'inline')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('answers an empty string for missing copy', async () => {
    expect(await sanitize('', 'inline')).toBe('');
    expect(await sanitize('', 'block')).toBe('');
  });
});
