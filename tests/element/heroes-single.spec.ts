// <shs-hero>: one hero from the content service, picked by name, without carousel controls.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import {
  $,
  $$,
  VIDEO_EMBED_URL,
  cleanup,
  contentRequests,
  gallery,
  stubContent,
  waitFor,
} from './heroes-helpers';

async function mountHero(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const el = document.createElement('shs-hero');
  el.setAttribute('data-content-base', '/content');
  el.setAttribute('data-video-embed-url', VIDEO_EMBED_URL);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  await waitFor(() => !$(el, '.gallery-placeholder'), 3000, 'the content to load');
  return el;
}

describe('<shs-hero>', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => {
    document.querySelectorAll('shs-hero').forEach((el) => el.remove());
    cleanup();
  });

  it('is registered by the same bundle, once', async () => {
    const first = customElements.get('shs-hero');
    expect(first).to.be.a('function');
    const secondCopy = '/dist/header/shs-heroes.js?copy=3';
    await import(/* @vite-ignore */ secondCopy);
    expect(customElements.get('shs-hero')).to.equal(first);
  });

  it('shows the hero named by data-hero-name, alone and without carousel controls', async () => {
    stubContent(gallery(3, { scrollTime: 100 }));
    const el = await mountHero({ 'data-hero-name': 'h2' });
    expect(contentRequests).to.deep.equal(['/content/heroes']);
    expect($$(el, '.hero').map((hero) => hero.dataset.hero)).to.deep.equal(['h2']);
    expect($(el, '.hero__title')!.textContent).to.equal('Title h2');
    expect($(el, '.gallery__controls')).to.equal(null);
    expect($(el, 'section')!.getAttribute('aria-roledescription')).to.equal(null);
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
  });

  it('shows the first hero without a name', async () => {
    stubContent(gallery(2));
    const el = await mountHero();
    expect($$(el, '.hero').map((hero) => hero.dataset.hero)).to.deep.equal(['h1']);
  });

  it('shows nothing (and says why) for an unknown name', async () => {
    const warnings: unknown[][] = [];
    const realWarn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      stubContent(gallery(2));
      const el = await mountHero({ 'data-hero-name': 'nope' });
      expect(el.shadowRoot!.childElementCount).to.equal(0);
      expect(warnings).to.deep.equal([['No hero named "nope" in the content']]);
    } finally {
      console.warn = realWarn;
    }
  });

  it("logs 'Failed to get heroes from Acquia.' and shows nothing when the content fails", async () => {
    const logged: unknown[][] = [];
    const realError = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      stubContent(() => new Response('', { status: 500 }));
      const el = await mountHero();
      expect(logged[0]![0]).to.equal('Failed to get heroes from Acquia.');
      expect(el.shadowRoot!.childElementCount).to.equal(0);
    } finally {
      console.error = realError;
    }
  });
});
