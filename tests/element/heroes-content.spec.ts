// A hero's content in <shs-hero-gallery>: copy, badges, stickers, calls to action, pictures and
// the media kinds, including the muted looping background video.
import { expect } from '@esm-bundle/chai';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { $, $$, MEDIA, cleanup, hero, mountGallery, stubContent, waitFor } from './heroes-helpers';

const VIDEO = {
  desktopUrl: `${MEDIA}/night-house-loop-desktop.webm`,
  mobileUrl: `${MEDIA}/night-house-loop-mobile.webm`,
  poster: `${MEDIA}/night-house-wide.svg`,
  title: 'Tour of a smart home',
  videoId: 'shs-home-tour',
};

describe('<shs-hero-gallery> hero content', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('renders eyebrow, title and description as (sanitised) HTML', async () => {
    stubContent({
      components: [
        hero('a', {
          eyebrow: 'Home <b>security</b>',
          title: 'Protection that <em>never sleeps</em>',
          description:
            '<p>Cameras and <a href="https://example.com/x">sensors</a>.</p><ul><li>24/7</li></ul>',
        }),
      ],
    });
    const el = await mountGallery();
    expect($(el, '.hero__eyebrow')!.innerHTML).to.equal('Home <b>security</b>');
    const title = $(el, 'h2.hero__title')!;
    expect(title.innerHTML).to.equal('Protection that <em>never sleeps</em>');
    expect($(el, '.hero__description')!.innerHTML).to.equal(
      '<p>Cameras and <a href="https://example.com/x">sensors</a>.</p><ul><li>24/7</li></ul>',
    );
  });

  it('gives badges the spec 5 looks, with their icons', async () => {
    stubContent({
      components: [
        hero('a', {
          badges: [
            { text: 'Sale', badgeType: 'destructive' },
            { text: 'New', badgeType: 'primary', iconLeft: 'star' },
            { text: 'Plain' },
            { text: 'Done', badgeType: 'success', badgeStyle: 'outline', iconRight: 'check' },
          ],
        }),
      ],
    });
    const el = await mountGallery();
    const badges = $$(el, '.hero__badges .badge');
    expect(badges.map((b) => b.className)).to.deep.equal([
      'badge badge--error',
      'badge badge--default',
      'badge badge--default',
      'badge badge--success badge--outline',
    ]);
    expect(badges.map((b) => b.textContent)).to.deep.equal(['Sale', 'New', 'Plain', 'Done']);
    expect(badges[1]!.firstElementChild!.tagName).to.equal('svg');
    expect(badges[3]!.lastElementChild!.tagName).to.equal('svg');
    // The looks are real styles, not just class names.
    expect(getComputedStyle(badges[0]!).backgroundColor).to.equal('rgb(179, 38, 30)');
    expect(getComputedStyle(badges[3]!).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
  });

  it('places stickers by locationOverride, with colour and rotated text', async () => {
    stubContent({
      components: [
        hero('a', {
          stickers: [
            { text: 'Save 30%', color: 'yellow', rotateStickerText: true },
            { text: 'Free', color: '#a7f3d0', locationOverride: 'bottom-left' },
            { text: 'Dark', color: '#3b0764', locationOverride: 'bottom-right' },
          ],
        }),
      ],
    });
    const el = await mountGallery();
    const [first, second, third] = $$(el, '.sticker');
    expect(third!.className).to.equal(
      'sticker sticker--bottom-right sticker--custom sticker--on-dark',
    );
    expect(getComputedStyle(third!).color).to.equal('rgb(255, 255, 255)');
    expect(getComputedStyle(second!).color).to.equal('rgb(27, 36, 48)');
    expect(first!.className).to.equal(
      'sticker sticker--top-right sticker--yellow sticker--rotated',
    );
    expect(second!.className).to.equal('sticker sticker--bottom-left sticker--custom');
    expect(getComputedStyle(second!).backgroundColor).to.equal('rgb(167, 243, 208)');
    expect(getComputedStyle($(el, '.sticker--rotated .sticker__text')!).transform).to.not.equal(
      'none',
    );
    const media = $(el, '.hero__media')!.getBoundingClientRect();
    const rect = second!.getBoundingClientRect();
    expect(rect.left - media.left).to.be.lessThan(40);
    expect(media.bottom - rect.bottom).to.be.lessThan(40);
  });

  it('renders absolute URLs as plain links and other targets as in-app paths', async () => {
    const targets = [
      'http://example.com/a',
      'https://example.com/b',
      '//example.com/c',
      'mailto:help@example.com',
      'tel:+18005550142',
      'sms:+18005550142',
      '/products',
      'wishlist',
      'javascript:alert(1)',
    ];
    const warnings: unknown[][] = [];
    const realWarn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      stubContent({
        components: [
          hero('a', {
            ctaItems: targets.map((actionText, i) => ({
              text: `Go ${i}`,
              name: `cta-${i}`,
              type: i === 0 ? 'secondary' : i === 1 ? 'link' : 'primary',
              actionText,
            })),
          }),
        ],
      });
      const el = await mountGallery();
      const links = $$(el, '.cta') as HTMLAnchorElement[];
      expect(links.map((a) => [a.getAttribute('href'), a.dataset.link])).to.deep.equal([
        ['http://example.com/a', 'external'],
        ['https://example.com/b', 'external'],
        ['//example.com/c', 'external'],
        ['mailto:help@example.com', 'external'],
        ['tel:+18005550142', 'external'],
        ['sms:+18005550142', 'external'],
        ['/products', 'in-app'],
        ['/wishlist', 'in-app'],
      ]);
      expect(links[0]!.rel).to.equal('noopener noreferrer');
      expect(links[6]!.hasAttribute('rel')).to.equal(false);
      expect(links.map((a) => a.className).slice(0, 3)).to.deep.equal([
        'cta cta--secondary',
        'cta cta--link',
        'cta cta--primary',
      ]);
      expect(links[0]!.dataset.name).to.equal('cta-0');
      expect(warnings).to.deep.equal([['Invalid Route', 'javascript:alert(1)']]);
    } finally {
      console.warn = realWarn;
    }
  });

  it('lets the host page route in-app links through a cancelable shs-navigate event', async () => {
    stubContent({
      components: [
        hero('a', { ctaItems: [{ text: 'Shop', name: 'shop', actionText: '/products' }] }),
      ],
    });
    const el = await mountGallery();
    const seen: unknown[] = [];
    const onNavigate = (event: Event) => {
      seen.push((event as CustomEvent).detail);
      event.preventDefault();
    };
    let clickPrevented: boolean | undefined;
    const onClick = (event: Event) => {
      clickPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('shs-navigate', onNavigate);
    window.addEventListener('click', onClick);
    try {
      $(el, '.cta')!.click();
      expect(seen).to.deep.equal([{ href: '/products', name: 'shop' }]);
      expect(clickPrevented).to.equal(true);
      // A modified click (new tab) stays with the browser: no event.
      $(el, '.cta')!.dispatchEvent(
        new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }),
      );
      expect(seen).to.have.length(1);
      expect(clickPrevented).to.equal(false);
      // Not cancelled by the host: the link is followed as a plain link.
      document.removeEventListener('shs-navigate', onNavigate);
      $(el, '.cta')!.click();
      expect(clickPrevented).to.equal(false);
    } finally {
      document.removeEventListener('shs-navigate', onNavigate);
      window.removeEventListener('click', onClick);
    }
  });

  it('renders a Picture as a responsive <picture> with srcSet sources and alt text', async () => {
    stubContent({
      components: [
        hero('a', {
          mediaItem: {
            mn: 'mm_responsive_image',
            image: {
              url: `${MEDIA}/camera-day-narrow.svg`,
              altText: 'A camera on a wall',
              srcSet: [
                { url: `${MEDIA}/camera-day-narrow.svg`, type: 'image/svg+xml' },
                { url: `${MEDIA}/camera-day-wide.svg`, type: 'image/svg+xml', minScreenWidth: 768 },
              ],
            },
          },
        }),
      ],
    });
    const el = await mountGallery();
    const sources = $$(el, 'picture source');
    expect(
      sources.map((s) => [
        s.getAttribute('srcset'),
        s.getAttribute('media'),
        s.getAttribute('type'),
      ]),
    ).to.deep.equal([
      [`${MEDIA}/camera-day-wide.svg`, '(min-width: 768px)', 'image/svg+xml'],
      [`${MEDIA}/camera-day-narrow.svg`, null, 'image/svg+xml'],
    ]);
    const img = $(el, 'picture img') as HTMLImageElement;
    expect(img.alt).to.equal('A camera on a wall');
    await waitFor(() => img.complete && img.currentSrc, 3000, 'the picture to load');
    expect(img.currentSrc).to.match(/camera-day-wide\.svg$/);
    await setViewport({ width: 375, height: 800 });
    await waitFor(() => /camera-day-narrow\.svg$/.test(img.currentSrc), 3000, 'the narrow source');
  });

  it('shows each media kind', async () => {
    stubContent({
      scrollTime: 60000,
      components: [
        hero('image', {
          mediaItem: {
            mn: 'mm_image',
            image: { url: `${MEDIA}/shield-wide.svg`, altText: 'Shield' },
          },
        }),
        hero('clip', { mediaItem: { mn: 'mm_video_thumb_video', title: 'Clip', video: VIDEO } }),
        hero('still', {
          mediaItem: {
            mn: 'mm_video_thumb_image',
            video: VIDEO,
            thumbnail: { url: `${MEDIA}/doorbell-wide.svg`, altText: 'Doorbell' },
          },
        }),
      ],
    });
    const el = await mountGallery();
    const [image, clip, still] = $$(el, '.hero');
    expect(image!.querySelector('img')!.getAttribute('alt')).to.equal('Shield');
    expect(image!.querySelector('.hero__play')).to.equal(null);
    const video = clip!.querySelector('video')!;
    expect(video).to.not.equal(null);
    expect(clip!.querySelector('.hero__play')!.getAttribute('aria-label')).to.equal(
      'Play video: Tour of a smart home',
    );
    expect(still!.querySelector('video')).to.equal(null);
    expect(still!.querySelector('img')!.getAttribute('alt')).to.equal('Doorbell');
    expect(still!.querySelector('.hero__play')).to.not.equal(null);
  });

  it('autoplays the background video muted and looping, with the fallback text', async () => {
    stubContent({
      components: [hero('clip', { mediaItem: { mn: 'mm_video_thumb_video', video: VIDEO } })],
    });
    const el = await mountGallery();
    const video = $(el, 'video.hero__video') as HTMLVideoElement;
    expect(video.muted).to.equal(true);
    expect(video.loop).to.equal(true);
    expect(video.autoplay).to.equal(true);
    expect(video.playsInline).to.equal(true);
    expect(video.getAttribute('poster')).to.equal(VIDEO.poster);
    expect(video.textContent).to.equal("Sorry, your browser doesn't support embedded videos.");
    expect(video.getAttribute('src')).to.equal(VIDEO.desktopUrl);
    await waitFor(() => !video.paused && video.currentTime > 0, 5000, 'the video to play');
    // One slide with a video: the pause button still stops the moving picture.
    $(el, '.gallery__pause')!.click();
    await waitFor(() => video.paused, 3000, 'the video to pause');
  });

  it('uses the mobile clip below 1025 px', async () => {
    await setViewport({ width: 800, height: 800 });
    stubContent({
      components: [hero('clip', { mediaItem: { mn: 'mm_video_thumb_video', video: VIDEO } })],
    });
    const el = await mountGallery();
    expect($(el, 'video')!.getAttribute('src')).to.equal(VIDEO.mobileUrl);
  });

  it('keeps the background video still with prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    stubContent({
      components: [hero('clip', { mediaItem: { mn: 'mm_video_thumb_video', video: VIDEO } })],
    });
    const el = await mountGallery();
    const video = $(el, 'video') as HTMLVideoElement;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(video.autoplay).to.equal(false);
    expect(video.paused).to.equal(true);
  });

  it('stacks media over copy at 375 px and sets them side by side (or overlaid) at 1280 px', async () => {
    const payload = {
      scrollTime: 60000,
      components: [
        hero('split', { copyBlockLocation: 'left' }),
        hero('panel', { copyBlockLocation: 'right', hex: '#0b1e3a', withStrongBackground: true }),
      ],
    };
    await setViewport({ width: 375, height: 800 });
    stubContent(payload);
    let el = await mountGallery();
    let [split] = $$(el, '.hero');
    let media = split!.querySelector('.hero__media')!.getBoundingClientRect();
    let copy = split!.querySelector('.hero__copy')!.getBoundingClientRect();
    const narrow = el.getBoundingClientRect().width;
    expect(media.width).to.equal(narrow);
    expect(copy.top).to.be.at.least(media.bottom - 1);
    expect(el.shadowRoot!.querySelector('.gallery')!.scrollWidth).to.be.at.most(narrow);
    cleanup();

    await setViewport({ width: 1280, height: 800 });
    stubContent(payload);
    el = await mountGallery();
    [split] = $$(el, '.hero');
    media = split!.querySelector('.hero__media')!.getBoundingClientRect();
    copy = split!.querySelector('.hero__copy')!.getBoundingClientRect();
    const wide = el.getBoundingClientRect().width;
    expect(copy.right).to.be.at.most(media.left + 1);
    expect(media.width).to.be.closeTo(wide / 2, 1);
    const panel = $$(el, '.hero')[1]!;
    const panelMedia = panel.querySelector('.hero__media')!.getBoundingClientRect();
    const panelCopy = panel.querySelector('.hero__copy')!.getBoundingClientRect();
    // Full-bleed media with the copy panel over its right-hand side.
    expect(panelMedia.width).to.be.closeTo(wide, 1);
    expect(panelCopy.left).to.be.greaterThan(panelMedia.left + wide / 2);
    expect(panelCopy.top).to.be.greaterThan(panelMedia.top);
  });

  it('picks the readable text tone for the hero colour', async () => {
    stubContent({
      scrollTime: 60000,
      components: [
        hero('dark', { hex: '#0b1e3a', withStrongBackground: true }),
        hero('light', { hex: undefined, backgroundColor: '#fff4e8' }),
      ],
    });
    const el = await mountGallery();
    const [dark, light] = $$(el, '.hero');
    expect(dark!.classList.contains('hero--tone-light')).to.equal(true);
    expect(dark!.classList.contains('hero--overlay')).to.equal(true);
    expect(getComputedStyle(dark!.querySelector('.hero__title')!).color).to.equal(
      'rgb(255, 255, 255)',
    );
    expect(light!.classList.contains('hero--tone-dark')).to.equal(true);
    expect(light!.classList.contains('hero--split')).to.equal(true);
    expect(getComputedStyle(light!).backgroundColor).to.equal('rgb(255, 244, 232)');
  });
});
