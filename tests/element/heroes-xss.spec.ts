// No payload of the XSS corpus runs when rendered as hero copy, call-to-action targets or
// colours in the built element (a run would call window.shsXssFired).
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { XSS_FLAG, XSS_PAYLOADS } from '../../header-element/heroes/xss-corpus';
import { $, $$, cleanup, hero, mountGallery, sleep, stubContent } from './heroes-helpers';

describe('<shs-hero-gallery> against the XSS corpus', () => {
  const fired: string[] = [];
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    fired.length = 0;
    (window as unknown as Record<string, unknown>)[XSS_FLAG] = () => fired.push('ran');
  });
  afterEach(() => {
    cleanup();
    delete (window as unknown as Record<string, unknown>)[XSS_FLAG];
  });

  it('runs no payload placed in the title, eyebrow and description', async function () {
    // Dozens of slides to show and tab through: more than the default 10 s on a busy machine.
    this.timeout(30000);
    stubContent({
      scrollTime: 60000,
      components: XSS_PAYLOADS.map((payload, i) =>
        hero(`x${i}`, { title: `T ${payload}`, eyebrow: payload, description: payload }),
      ),
    });
    const el = await mountGallery();
    expect($$(el, '.gallery__slide')).to.have.length(XSS_PAYLOADS.length);
    // Every slide is in the DOM (hidden ones are only inert), so load and error handlers of all
    // payloads get their chance; the last slide is shown too, and focus moves through the page.
    $(el, '[aria-label="Previous slide"]')!.click();
    for (let i = 0; i < 10; i++) await sendKeys({ press: 'Tab' });
    await sleep(800);
    expect(fired).to.deep.equal([]);
    const root = el.shadowRoot!;
    expect(
      root.querySelector('script, iframe, object, embed, form, svg script, style, math'),
    ).to.equal(null);
    const handlers = [...root.querySelectorAll('*')].filter((node) =>
      [...node.attributes].some((attribute) => attribute.name.startsWith('on')),
    );
    expect(handlers).to.deep.equal([]);
    const scriptLinks = [...root.querySelectorAll('a[href]')].filter((a) =>
      /^\s*(?:javascript|data|vbscript):/i.test(a.getAttribute('href')!.replace(/[\t\n\r]/g, '')),
    );
    expect(scriptLinks).to.deep.equal([]);
  });

  it('renders no link for script URLs in call-to-action targets and ignores unsafe colours', async () => {
    const realWarn = console.warn;
    console.warn = () => undefined;
    try {
      stubContent({
        components: [
          hero('a', {
            hex: 'red;background:url(javascript:window.shsXssFired())',
            stickers: [{ text: 'x', color: 'url(javascript:window.shsXssFired())' }],
            ctaItems: [
              { text: 'a', actionText: `javascript:window.${XSS_FLAG}()` },
              { text: 'b', actionText: `java\tscript:window.${XSS_FLAG}()` },
              { text: 'c', actionText: `data:text/html,<script>window.${XSS_FLAG}()</script>` },
            ],
          }),
        ],
      });
      const el = await mountGallery();
      expect($$(el, '.cta')).to.have.length(0);
      expect($$(el, '.sticker')[0]!.style.getPropertyValue('--sticker-bg')).to.equal('');
      expect($$(el, '.hero')[0]!.style.getPropertyValue('--hero-bg')).to.equal('');
      await sleep(300);
      expect(fired).to.deep.equal([]);
    } finally {
      console.warn = realWarn;
    }
  });
});
