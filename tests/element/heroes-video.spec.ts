// The hero's full-screen video player: the provider script (the offline stand-in), opening and
// every way of closing it, and the script's failure and timeout paths.
import { expect } from '@esm-bundle/chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import {
  $,
  MEDIA,
  centreOf,
  cleanup,
  hero,
  mountGallery,
  sleep,
  stubContent,
  waitFor,
} from './heroes-helpers';

const VIDEO = {
  desktopUrl: `${MEDIA}/night-house-loop-desktop.webm`,
  mobileUrl: `${MEDIA}/night-house-loop-mobile.webm`,
  title: 'Tour of a smart home',
  videoId: 'shs-home-tour',
};

function stubVideoHero() {
  stubContent({
    scrollTime: 60000,
    components: [
      hero('clip', { mediaItem: { mn: 'mm_video_thumb_video', video: VIDEO } }),
      hero('other'),
    ],
  });
}

/** Captures console.warn while `run` runs. */
async function captureWarnings(run: (warnings: unknown[][]) => Promise<void>) {
  const warnings: unknown[][] = [];
  const realWarn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args);
  try {
    await run(warnings);
  } finally {
    console.warn = realWarn;
  }
}

const dialogOf = (el: Element) => $(el, 'dialog.video-dialog') as HTMLDialogElement | null;
const playerVideo = (el: Element) =>
  $(el, '.video-dialog__player video') as HTMLVideoElement | null;

/** Clicks the play button like a person (a real pointer click) and waits for the player. */
async function openPlayer(el: HTMLElement): Promise<HTMLVideoElement> {
  await sendMouse({ type: 'click', position: centreOf($(el, '.hero__play')!) });
  await waitFor(() => dialogOf(el)?.open, 3000, 'the dialog to open');
  await waitFor(() => $(el, '.video-dialog__player[data-ready="true"]'), 5000, 'the player');
  expect($(el, '.video-dialog__status')).to.equal(null);
  return playerVideo(el)!;
}

describe('<shs-hero-gallery> full-screen video', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(async () => {
    cleanup();
    await resetMouse();
  });

  it('opens a modal player from the provider script, pausing the gallery', async () => {
    stubVideoHero();
    const el = await mountGallery();
    const player = await openPlayer(el);
    const dialog = dialogOf(el)!;
    expect(dialog.getAttribute('aria-label')).to.equal('Tour of a smart home');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(player.src).to.match(/\/demo\/server\/content\/vidyard\/media\/shs-home-tour\.webm$/);
    expect(player.textContent).to.equal("Sorry, your browser doesn't support embedded videos.");
    expect(document.querySelector('script[src="/demo/server/content/vidyard/v4.js"]')).to.not.equal(
      null,
    );
    expect($(el, 'section')!.dataset.autoplay).to.equal('off');
    // The background clip stops while the full video plays.
    expect(($(el, 'video.hero__video') as HTMLVideoElement).dataset.playing).to.equal('false');
  });

  it('closes on its close button and gives focus back to the play button', async () => {
    stubVideoHero();
    const el = await mountGallery();
    await openPlayer(el);
    await sendMouse({ type: 'click', position: centreOf($(el, '.video-dialog__close')!) });
    await waitFor(() => !dialogOf(el), 3000, 'the dialog to close');
    expect(el.shadowRoot!.activeElement).to.equal($(el, '.hero__play'));
  });

  it('closes on a click on the overlay, not on a click on the player', async () => {
    stubVideoHero();
    const el = await mountGallery();
    const player = await openPlayer(el);
    await sendMouse({ type: 'click', position: centreOf(player) });
    await sleep(200);
    expect(dialogOf(el)?.open).to.equal(true);
    await sendMouse({ type: 'click', position: [10, 10] });
    await waitFor(() => !dialogOf(el), 3000, 'the dialog to close');
  });

  it('closes on Esc', async () => {
    stubVideoHero();
    const el = await mountGallery();
    await openPlayer(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(el), 3000, 'the dialog to close');
  });

  it('closes at the end of playback', async () => {
    stubVideoHero();
    const el = await mountGallery();
    const player = await openPlayer(el);
    // Jump to the end rather than wait the clip out; the provider reports playerComplete.
    player.dispatchEvent(new Event('ended'));
    await waitFor(() => !dialogOf(el), 3000, 'the dialog to close');
  });

  it("warns 'Failed to load the Vidyard script' and shows no player when the script fails", async () => {
    await captureWarnings(async (warnings) => {
      stubVideoHero();
      const el = await mountGallery({ 'data-video-embed-url': '/no/such/vidyard-v4.js' });
      await sendMouse({ type: 'click', position: centreOf($(el, '.hero__play')!) });
      await waitFor(() => warnings.length > 0, 5000, 'the warning');
      expect(warnings).to.deep.equal([['Failed to load the Vidyard script']]);
      await waitFor(() => !dialogOf(el), 3000, 'the dialog to go');
      expect(playerVideo(el)).to.equal(null);
    });
  });

  it("warns 'Loading vidyard script timed out' and shows no player after the timeout", async () => {
    await captureWarnings(async (warnings) => {
      stubVideoHero();
      // A 1 ms budget ends long before any script can arrive over the network.
      const el = await mountGallery({
        'data-video-embed-url': `/demo/server/content/vidyard/v4.js?slow=${Date.now()}`,
        'data-video-script-timeout': '1',
      });
      await sendMouse({ type: 'click', position: centreOf($(el, '.hero__play')!) });
      await waitFor(() => warnings.length > 0, 5000, 'the warning');
      expect(warnings).to.deep.equal([['Loading vidyard script timed out']]);
      await waitFor(() => !dialogOf(el), 3000, 'the dialog to go');
      // The script arriving late does not bring a player back.
      await sleep(500);
      expect(dialogOf(el)).to.equal(null);
      expect(playerVideo(el)).to.equal(null);
    });
  });
});
