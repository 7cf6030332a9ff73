// data-theme on <shs-header> and the heroes (issue 27): light unless the page asks, so a partner
// page without a dark mode never gets a dark header; "dark" always; "auto" follows the visitor's
// prefers-color-scheme (emulated here through Playwright). Checked on the colours drawn.
import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { $, cleanup, mountHeader, settle, stubCommerce } from './header-helpers';
import {
  cleanup as cleanupHeroes,
  gallery,
  stubContent,
  waitFor,
  VIDEO_EMBED_URL,
} from './heroes-helpers';

const LIGHT_SURFACE = 'rgb(255, 255, 255)';
const DARK_SURFACE = 'rgb(21, 29, 40)'; // #151d28, tokens.css
const LIGHT_TEXT = 'rgb(27, 36, 48)'; // #1b2430
const DARK_TEXT = 'rgb(230, 235, 242)'; // #e6ebf2

const bar = (el: HTMLElement) => getComputedStyle($(el, '.bar')).backgroundColor;
const brandName = (el: HTMLElement) => getComputedStyle($(el, '.brand-name')).color;

describe('<shs-header> data-theme', () => {
  beforeEach(() => stubCommerce());
  afterEach(async () => {
    cleanup();
    await emulateMedia({ colorScheme: 'light' });
  });

  it('is light without the attribute, even when the visitor prefers dark', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await mountHeader();
    expect(bar(el)).to.equal(LIGHT_SURFACE);
    expect(brandName(el)).to.equal(LIGHT_TEXT);
  });

  it('is dark with data-theme="dark", even when the visitor prefers light', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const el = await mountHeader({ 'data-theme': 'dark' });
    expect(bar(el)).to.equal(DARK_SURFACE);
    expect(brandName(el)).to.equal(DARK_TEXT);
  });

  it('follows prefers-color-scheme with data-theme="auto", and changes with it', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const el = await mountHeader({ 'data-theme': 'auto' });
    expect(bar(el)).to.equal(LIGHT_SURFACE);
    await emulateMedia({ colorScheme: 'dark' });
    await settle();
    expect(bar(el)).to.equal(DARK_SURFACE);
    expect(brandName(el)).to.equal(DARK_TEXT);
  });

  it('changes when the page changes the attribute (the account centre follows its choice)', async () => {
    const el = await mountHeader({ 'data-theme': 'light' });
    expect(bar(el)).to.equal(LIGHT_SURFACE);
    el.setAttribute('data-theme', 'dark');
    await settle();
    expect(bar(el)).to.equal(DARK_SURFACE);
    el.setAttribute('data-theme', 'nonsense');
    await settle();
    expect(bar(el)).to.equal(LIGHT_SURFACE);
  });
});

describe('<shs-hero> data-theme', () => {
  afterEach(async () => {
    document.querySelectorAll('shs-hero').forEach((el) => el.remove());
    cleanupHeroes();
    await emulateMedia({ colorScheme: 'light' });
  });

  async function mountHero(theme?: string): Promise<HTMLElement> {
    stubContent(gallery(1));
    const el = document.createElement('shs-hero');
    el.setAttribute('data-content-base', '/content');
    el.setAttribute('data-video-embed-url', VIDEO_EMBED_URL);
    el.setAttribute('data-hero-name', 'h1');
    if (theme) el.setAttribute('data-theme', theme);
    document.body.append(el);
    const title = await waitFor(
      () => el.shadowRoot?.querySelector<HTMLElement>('.hero__title'),
      3000,
      'the hero',
    );
    return title!;
  }

  it('keeps dark words on a light background the partner chose, in the dark scheme too', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const title = await mountHero('auto');
    // The gallery fixture's heroes have a light custom background (#e6effc).
    expect(getComputedStyle(title).color).to.equal(LIGHT_TEXT);
  });
});
