import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_ROUTE } from './messages';
import { durationOr, parseGallery, parseHero, parseMediaItem, parsePicture } from './parse-content';

afterEach(() => vi.restoreAllMocks());

const picture = {
  url: '/a.svg',
  altText: 'A',
  srcSet: [{ url: '/b.svg', type: 'image/svg+xml', minScreenWidth: 768 }],
};
const video = { desktopUrl: '/d.webm', mobileUrl: '/m.webm', title: 'Tour', videoId: 'tour' };

describe('parseGallery defaults (spec 9.4)', () => {
  it('uses 15000 ms autoplay and 300 ms transition when the content gives none', () => {
    expect(parseGallery({ components: [] })).toEqual({
      components: [],
      scrollTime: 15000,
      transitionTime: 300,
    });
    expect(parseGallery(null)).toEqual({ components: [], scrollTime: 15000, transitionTime: 300 });
  });
  it('takes scrollTime and transitionTime from the content', () => {
    const gallery = parseGallery({ components: [], scrollTime: 5000, transitionTime: '450' });
    expect(gallery.scrollTime).toBe(5000);
    expect(gallery.transitionTime).toBe(450);
  });
  it('falls back on nonsense, and allows an instant (0 ms) transition', () => {
    expect(parseGallery({ scrollTime: 0, transitionTime: -1 })).toMatchObject({
      scrollTime: 15000,
      transitionTime: 300,
    });
    expect(parseGallery({ scrollTime: 'soon', transitionTime: 0 })).toMatchObject({
      scrollTime: 15000,
      transitionTime: 0,
    });
    expect(durationOr(Number.NaN, 7)).toBe(7);
  });
});

describe('parseHero (spec 3, hero content)', () => {
  it('reads every field', () => {
    const hero = parseHero({
      type: 'hero',
      mn: 'mc_hero',
      name: 'night',
      title: '<em>Safe</em>',
      eyebrow: 'Home',
      description: '<p>Text</p>',
      badges: [{ text: 'New', badgeType: 'primary', badgeStyle: 'outline', iconLeft: 'star' }],
      stickers: [
        { text: '30%', color: 'yellow', locationOverride: 'top-left', rotateStickerText: true },
      ],
      ctaItems: [
        {
          text: 'Shop',
          name: 'shop',
          type: 'primary',
          actionText: '/products',
          iconRight: 'arrow-right',
        },
      ],
      mediaItem: { mn: 'mm_image', image: picture },
      copyBlockLocation: 'right',
      hex: '#0b1e3a',
      withStrongBackground: true,
    });
    expect(hero).toEqual({
      type: 'hero',
      mn: 'mc_hero',
      name: 'night',
      title: '<em>Safe</em>',
      eyebrow: 'Home',
      description: '<p>Text</p>',
      badges: [
        {
          text: 'New',
          badgeType: 'primary',
          badgeStyle: 'outline',
          iconLeft: 'star',
          iconRight: undefined,
        },
      ],
      stickers: [
        { text: '30%', color: 'yellow', locationOverride: 'top-left', rotateStickerText: true },
      ],
      ctaItems: [
        {
          text: 'Shop',
          name: 'shop',
          type: 'primary',
          actionText: '/products',
          iconLeft: undefined,
          iconRight: 'arrow-right',
        },
      ],
      mediaItem: { mn: 'mm_image', image: picture },
      copyBlockLocation: 'right',
      backgroundColor: '#0b1e3a',
      withStrongBackground: true,
    });
  });

  it('takes backgroundColor when there is no hex, and defaults the rest', () => {
    const hero = parseHero({ title: 'T', backgroundColor: 'rgb(10, 20, 30)' }, 2);
    expect(hero).toMatchObject({
      name: 'hero-3',
      badges: [],
      stickers: [],
      ctaItems: [],
      copyBlockLocation: 'left',
      backgroundColor: 'rgb(10, 20, 30)',
      withStrongBackground: false,
    });
  });

  it('drops colours that are not plain colours', () => {
    const hero = parseHero({
      title: 'T',
      hex: 'red; background-image: url(https://tracker.example/x)',
      stickers: [{ text: 'x', color: 'url(javascript:alert(1))' }],
    });
    expect(hero?.backgroundColor).toBeUndefined();
    expect(hero?.stickers[0]?.color).toBeUndefined();
  });

  it('drops malformed pieces one by one, and a hero with nothing to show', () => {
    const hero = parseHero({
      title: 'T',
      badges: [{ text: '' }, 'x', { text: 'Ok' }],
      stickers: [{}, { text: 'S', locationOverride: 'middle' }],
      ctaItems: [{ text: 'No target' }, { actionText: '/x' }],
    });
    expect(hero?.badges.map((b) => b.text)).toEqual(['Ok']);
    expect(hero?.stickers).toEqual([
      { text: 'S', color: undefined, locationOverride: undefined, rotateStickerText: false },
    ]);
    expect(hero?.ctaItems).toEqual([]);
    expect(parseHero({ eyebrow: 'only an eyebrow' })).toBeUndefined();
    expect(parseGallery({ components: [null, { title: 'A' }, 7] }).components).toHaveLength(1);
  });

  it("warns 'Invalid Route' and drops a call to action with a foreign scheme", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hero = parseHero({
      title: 'T',
      ctaItems: [{ text: 'x', actionText: 'javascript:alert(1)' }],
    });
    expect(hero?.ctaItems).toEqual([]);
    expect(warn).toHaveBeenCalledWith(INVALID_ROUTE, 'javascript:alert(1)');
  });
});

describe('media (spec 3, Picture and Media kinds)', () => {
  it('reads a picture with srcSet entries and alt text', () => {
    expect(parsePicture(picture)).toEqual({
      url: '/a.svg',
      altText: 'A',
      srcSet: [{ url: '/b.svg', type: 'image/svg+xml', minScreenWidth: 768 }],
    });
    expect(parsePicture({ url: '/a.svg' })).toEqual({ url: '/a.svg', altText: '', srcSet: [] });
    expect(parsePicture({ altText: 'no url' })).toBeUndefined();
  });

  it('reads each media kind', () => {
    expect(parseMediaItem({ mn: 'mm_responsive_image', image: picture })?.mn).toBe(
      'mm_responsive_image',
    );
    expect(parseMediaItem({ mn: 'mm_image', image: picture })?.mn).toBe('mm_image');
    expect(parseMediaItem({ mn: 'mm_video_thumb_video', video })).toEqual({
      mn: 'mm_video_thumb_video',
      video: { ...video, poster: undefined },
      thumbnail: undefined,
    });
    expect(parseMediaItem({ mn: 'mm_video_thumb_image', video, thumbnail: picture })).toMatchObject(
      {
        mn: 'mm_video_thumb_image',
        thumbnail: { url: '/a.svg' },
      },
    );
  });

  it('uses the desktop clip on mobile when there is no mobile one, and the item title', () => {
    expect(
      parseMediaItem({
        mn: 'mm_video_thumb_video',
        title: 'Clip',
        video: { desktopUrl: '/d.webm' },
      }),
    ).toMatchObject({ video: { desktopUrl: '/d.webm', mobileUrl: '/d.webm', title: 'Clip' } });
  });

  it('gives no media for unknown kinds or missing parts', () => {
    expect(parseMediaItem({ mn: 'mm_hologram' })).toBeUndefined();
    expect(parseMediaItem({ mn: 'mm_image' })).toBeUndefined();
    expect(parseMediaItem({ mn: 'mm_video_thumb_image', video })).toBeUndefined();
    expect(parseMediaItem({ mn: 'mm_video_thumb_video', video: {} })).toBeUndefined();
  });
});
