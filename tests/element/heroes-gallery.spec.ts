// <shs-hero-gallery> from the built bundle: registration, content service, autoplay timing,
// wrap, pause on hover and focus, picker, keyboard, drag and reduced motion.
import { expect } from '@esm-bundle/chai';
import {
  emulateMedia,
  resetMouse,
  sendKeys,
  sendMouse,
  setViewport,
} from '@web/test-runner-commands';
import {
  $,
  $$,
  centreOf,
  cleanup,
  contentRequests,
  currentIndex,
  gallery,
  mountGallery,
  setPageQuery,
  sleep,
  stubContent,
  waitFor,
  waitForIndex,
} from './heroes-helpers';

describe('<shs-hero-gallery> element and content service', () => {
  beforeEach(() => setViewport({ width: 1024, height: 768 }));
  afterEach(cleanup);

  it('is registered once; loading the bundle again does no harm', async () => {
    const first = customElements.get('shs-hero-gallery');
    expect(first).to.be.a('function');
    const secondCopy = '/dist/header/shs-heroes.js?copy=2';
    await import(/* @vite-ignore */ secondCopy);
    expect(customElements.get('shs-hero-gallery')).to.equal(first);
  });

  it('renders in an open shadow root with an adopted stylesheet and no <style>', async () => {
    stubContent(gallery(2));
    const el = await mountGallery();
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(el.shadowRoot!.querySelector('style')).to.equal(null);
    expect(getComputedStyle($(el, '.gallery__viewport')!).overflow).to.equal('hidden');
  });

  it('GETs heroes from data-content-base', async () => {
    stubContent(gallery(2));
    await mountGallery({ 'data-content-base': '/api/content' });
    expect(contentRequests).to.deep.equal(['/api/content/heroes']);
  });

  it('switches to data-content-prod-base when the page query content equals prod', async () => {
    setPageQuery({ content: 'prod' });
    stubContent(gallery(2));
    await mountGallery({ 'data-content-prod-base': '/api/content-prod' });
    expect(contentRequests).to.deep.equal(['/api/content-prod/heroes']);
  });

  it('passes the latest query parameter through', async () => {
    setPageQuery({ latest: 'true' });
    stubContent(gallery(2));
    await mountGallery();
    expect(contentRequests).to.deep.equal(['/content/heroes?latest=true']);
  });

  it("logs 'Failed to get heroes from Acquia.' on failure and the page still renders", async () => {
    const logged: unknown[][] = [];
    const realError = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      stubContent(() => new Response('oops', { status: 503 }));
      const el = await mountGallery({}, { waitForSlides: false });
      await waitFor(() => logged.length > 0, 3000, 'the failure to be logged');
      expect(logged[0]![0]).to.equal('Failed to get heroes from Acquia.');
      await waitFor(() => !$(el, '.gallery-placeholder'), 3000, 'the placeholder to go');
      expect(el.shadowRoot!.childElementCount).to.equal(0);
      expect(el.getBoundingClientRect().height).to.equal(0);
      expect(document.body.isConnected).to.equal(true);
    } finally {
      console.error = realError;
    }
  });
});

describe('<shs-hero-gallery> carousel', () => {
  beforeEach(() => setViewport({ width: 1024, height: 768 }));
  afterEach(async () => {
    cleanup();
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('has carousel semantics: labelled region, "N of M" slides, hidden inactive slides', async () => {
    stubContent(gallery(3));
    const el = await mountGallery({ 'data-label': 'Spring offers' });
    const region = $(el, 'section')!;
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(region.getAttribute('aria-label')).to.equal('Spring offers');
    const slides = $$(el, '.gallery__slide');
    expect(slides.map((s) => s.getAttribute('aria-label'))).to.deep.equal([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(slides.every((s) => s.getAttribute('role') === 'group')).to.equal(true);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).to.equal(true);
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).to.deep.equal([null, 'true', 'true']);
    expect(slides.map((s) => s.inert)).to.deep.equal([false, true, true]);
    expect($(el, '[aria-label="Previous slide"]')).to.not.equal(null);
    expect($(el, '[aria-label="Next slide"]')).to.not.equal(null);
    expect($$(el, '.gallery__dot').map((d) => d.getAttribute('aria-label'))).to.deep.equal([
      'Show slide 1 of 3',
      'Show slide 2 of 3',
      'Show slide 3 of 3',
    ]);
  });

  it('autoplays every scrollTime ms and wraps after the last slide', async () => {
    stubContent(gallery(3, { scrollTime: 400, transitionTime: 0 }));
    // Taken before mounting: the autoplay timer starts later, so it cannot fire sooner than this.
    const start = performance.now();
    const el = await mountGallery();
    expect($(el, 'section')!.dataset.autoplay).to.equal('on');
    expect(currentIndex(el)).to.equal(0);
    await waitForIndex(el, 1, 2000);
    const first = performance.now();
    // Timers never fire early; under load they may fire late, so only the lower bound is tight.
    expect(first - start).to.be.within(400, 2000);
    await waitForIndex(el, 2, 2000);
    expect(performance.now() - first).to.be.greaterThan(250);
    await waitForIndex(el, 0, 2000);
  });

  it('uses the content transitionTime and defaults to 15000 ms autoplay / 300 ms transition', async () => {
    stubContent(gallery(2, { transitionTime: 450 }));
    const timed = await mountGallery();
    const track = () => getComputedStyle($(timed, '.gallery__track')!);
    expect(track().transitionDuration).to.equal('0.45s');
    cleanup();

    stubContent(gallery(2));
    const plain = await mountGallery();
    expect(getComputedStyle($(plain, '.gallery__track')!).transitionDuration).to.equal('0.3s');
    // Default 15000 ms: nothing moves within a second and a half.
    await sleep(1500);
    expect(currentIndex(plain)).to.equal(0);
  });

  it('loads the images of the showing slide and its neighbours at once, the rest lazily', async () => {
    stubContent(gallery(5, { scrollTime: 60000 }));
    const el = await mountGallery();
    const loading = () => $$(el, '.gallery__slide img').map((img) => img.getAttribute('loading'));
    expect(loading()).to.deep.equal(['eager', 'eager', 'lazy', 'lazy', 'eager']);
    $(el, '[aria-label="Next slide"]')!.click();
    await waitForIndex(el, 1);
    await waitFor(() => loading()[2] === 'eager');
    expect(loading()).to.deep.equal(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('moves with previous/next and wraps at both ends', async () => {
    stubContent(gallery(3, { scrollTime: 60000 }));
    const el = await mountGallery();
    $(el, '[aria-label="Previous slide"]')!.click();
    await waitForIndex(el, 2);
    $(el, '[aria-label="Next slide"]')!.click();
    await waitForIndex(el, 0);
    $(el, '[aria-label="Next slide"]')!.click();
    await waitForIndex(el, 1);
  });

  it('picks a slide with the slide picker and marks it aria-current', async () => {
    stubContent(gallery(4, { scrollTime: 60000 }));
    const el = await mountGallery();
    $$(el, '.gallery__dot')[2]!.click();
    await waitForIndex(el, 2);
    const dots = $$(el, '.gallery__dot');
    expect(dots.map((d) => d.getAttribute('aria-current'))).to.deep.equal([
      null,
      null,
      'true',
      null,
    ]);
    const slides = $$(el, '.gallery__slide');
    expect(slides[2]!.getAttribute('aria-hidden')).to.equal(null);
    const viewport = $(el, '.gallery__viewport')!.getBoundingClientRect();
    await waitFor(() => Math.abs(slides[2]!.getBoundingClientRect().left - viewport.left) < 1);
  });

  it('pauses on hover and resumes when the pointer leaves', async () => {
    stubContent(gallery(3, { scrollTime: 300, transitionTime: 0 }));
    const el = await mountGallery();
    const [x, y] = centreOf($(el, '.hero__copy')!);
    await sendMouse({ type: 'move', position: [x, y] });
    await waitFor(() => $(el, 'section')!.dataset.autoplay === 'off');
    await sleep(700);
    expect(currentIndex(el)).to.equal(0);
    await sendMouse({ type: 'move', position: [x, 760] });
    await sleep(50);
    await sendMouse({ type: 'move', position: [5, 5] });
    await waitFor(() => $(el, 'section')!.dataset.autoplay === 'on');
    await waitForIndex(el, 1, 1500);
  });

  it('pauses while focus is inside and resumes when it leaves', async () => {
    stubContent(gallery(3, { scrollTime: 300, transitionTime: 0 }));
    const el = await mountGallery();
    $(el, '[aria-label="Next slide"]')!.focus();
    await waitFor(() => $(el, 'section')!.dataset.autoplay === 'off');
    const index = currentIndex(el);
    // Focus moving between two controls of the carousel keeps it paused.
    $(el, '[aria-label="Previous slide"]')!.focus();
    await sleep(700);
    expect(currentIndex(el)).to.equal(index);
    ($(el, '[aria-label="Previous slide"]') as HTMLButtonElement).blur();
    await waitFor(() => $(el, 'section')!.dataset.autoplay === 'on');
    await waitForIndex(el, (index + 1) % 3, 1500);
  });

  it('stops and restarts with the pause button', async () => {
    stubContent(gallery(2, { scrollTime: 300, transitionTime: 0 }));
    const el = await mountGallery();
    const pause = $(el, '.gallery__pause')!;
    expect(pause.getAttribute('aria-label')).to.equal('Pause slide show and videos');
    pause.click();
    await waitFor(() => pause.getAttribute('aria-label') === 'Play slide show and videos');
    expect($(el, 'section')!.dataset.autoplay).to.equal('off');
    await sleep(700);
    expect(currentIndex(el)).to.equal(0);
    pause.click();
    await waitForIndex(el, 1, 1500);
  });

  it('moves with ArrowLeft/ArrowRight from a control', async () => {
    stubContent(gallery(3, { scrollTime: 60000 }));
    const el = await mountGallery();
    $(el, '.gallery__dot')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitForIndex(el, 1);
    await sleep(250);
    await sendKeys({ press: 'ArrowLeft' });
    await waitForIndex(el, 0);
    await sleep(250);
    await sendKeys({ press: 'ArrowLeft' });
    await waitForIndex(el, 2);
  });

  it('leaves arrow keys alone while focus is on a link inside a slide', async () => {
    stubContent({
      scrollTime: 60000,
      components: [
        {
          ...(gallery(1).components as object[])[0],
          ctaItems: [{ text: 'Shop', actionText: '/shop' }],
        },
        (gallery(2).components as object[])[1],
      ],
    });
    const el = await mountGallery();
    const link = $(el, '.cta')!;
    link.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sleep(300);
    expect(currentIndex(el)).to.equal(0);
    expect(el.shadowRoot!.activeElement).to.equal(link);
  });

  it('throttles key repeat at 200 ms', async () => {
    stubContent(gallery(5, { scrollTime: 60000 }));
    const el = await mountGallery();
    const target = $(el, '.gallery__dot')!;
    const press = (repeat: boolean) =>
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', repeat, bubbles: true, composed: true }),
      );
    // The gate reads performance.now() when a key arrives. A controlled clock makes the test
    // independent of how busy the machine is (a busy wait once overran 200 ms under load).
    const at = (ms: number, presses: () => void) => {
      Object.defineProperty(performance, 'now', { value: () => ms, configurable: true });
      try {
        presses();
      } finally {
        delete (performance as { now?: unknown }).now; // back to Performance.prototype.now
      }
    };
    // A held-down key: one press and a burst of repeats within 200 ms move one slide.
    at(1000, () => {
      press(false);
      for (let i = 0; i < 6; i++) press(true);
    });
    // Another repeat 150 ms later: still within the 200 ms.
    at(1150, () => press(true));
    await waitForIndex(el, 1);
    await sleep(50);
    expect(currentIndex(el)).to.equal(1);
    // Past 200 ms the next repeat moves again.
    at(1210, () => press(true));
    await waitForIndex(el, 2);
  });

  it('drags to the next/previous slide past 40 % of the width, and springs back below', async () => {
    stubContent(gallery(3, { scrollTime: 60000, transitionTime: 0 }));
    const el = await mountGallery();
    const viewport = $(el, '.gallery__viewport')!;
    const rect = viewport.getBoundingClientRect();
    const y = Math.round(rect.top + 40);
    const drag = async (from: number, to: number) => {
      await sendMouse({ type: 'move', position: [from, y] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [Math.round((from + to) / 2), y] });
      await sendMouse({ type: 'move', position: [to, y] });
      await sendMouse({ type: 'up' });
    };
    const right = Math.round(rect.right - 20);
    // 35 % of the width: springs back.
    await drag(right, Math.round(right - rect.width * 0.35));
    await sleep(100);
    expect(currentIndex(el)).to.equal(0);
    // 45 %: next slide.
    await drag(right, Math.round(right - rect.width * 0.45));
    await waitForIndex(el, 1);
    // Dragging right by 45 % twice: previous, then wrap to the last slide.
    const left = Math.round(rect.left + 20);
    await drag(left, Math.round(left + rect.width * 0.45));
    await waitForIndex(el, 0);
    await drag(left, Math.round(left + rect.width * 0.45));
    await waitForIndex(el, 2);
  });

  it('does not follow a link under the pointer at the end of a drag', async () => {
    stubContent({
      scrollTime: 60000,
      components: [
        {
          ...(gallery(1).components as object[])[0],
          ctaItems: [{ text: 'Shop', actionText: '/shop' }],
        },
        (gallery(2).components as object[])[1],
      ],
    });
    const el = await mountGallery();
    const navigations: string[] = [];
    const onNavigate = (event: Event) => {
      navigations.push((event as CustomEvent).detail.href);
      event.preventDefault();
    };
    document.addEventListener('shs-navigate', onNavigate);
    try {
      const link = $(el, '.cta')!;
      const [x, y] = centreOf(link);
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [x + 300, y] });
      await sendMouse({ type: 'move', position: [x + 480, y] });
      await sendMouse({ type: 'up' });
      await waitForIndex(el, 1);
      expect(navigations).to.deep.equal([]);
    } finally {
      document.removeEventListener('shs-navigate', onNavigate);
    }
  });

  it('with one slide: no controls, no autoplay, no drag, no arrow keys', async () => {
    stubContent(gallery(1, { scrollTime: 200 }));
    const el = await mountGallery();
    expect($$(el, '.gallery__dot')).to.have.length(0);
    expect($(el, '[aria-label="Next slide"]')).to.equal(null);
    expect($(el, '.gallery__slide')!.getAttribute('aria-roledescription')).to.equal(null);
    expect($(el, 'section')!.getAttribute('aria-roledescription')).to.equal(null);
    expect($(el, 'section')!.dataset.autoplay).to.equal('off');
    expect($(el, '.gallery__viewport--draggable')).to.equal(null);
    const track = $(el, '.gallery__track')!;
    const before = track.getBoundingClientRect().left;
    const rect = $(el, '.gallery__viewport')!.getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(rect.right - 20), Math.round(rect.top + 40)],
    });
    await sendMouse({ type: 'down' });
    await sendMouse({
      type: 'move',
      position: [Math.round(rect.left + 20), Math.round(rect.top + 40)],
    });
    await sendMouse({ type: 'up' });
    $(el, 'section')!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }),
    );
    await sleep(500);
    expect(track.getBoundingClientRect().left).to.equal(before);
  });

  it('respects prefers-reduced-motion: no autoplay and instant slide changes', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    stubContent(gallery(3, { scrollTime: 200, transitionTime: 600 }));
    const el = await mountGallery();
    expect($(el, 'section')!.dataset.autoplay).to.equal('off');
    expect(getComputedStyle($(el, '.gallery__track')!).transitionDuration).to.equal('0s');
    // Nothing moves on its own, so there is nothing to pause either.
    expect($(el, '.gallery__pause')).to.equal(null);
    await sleep(600);
    expect(currentIndex(el)).to.equal(0);
    $(el, '[aria-label="Next slide"]')!.click();
    await waitForIndex(el, 1);
  });
});
