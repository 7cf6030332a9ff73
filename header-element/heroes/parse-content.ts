// Turns the content service's JSON (untrusted, loosely shaped) into checked hero types.
// Malformed pieces are dropped one by one so a single bad badge never hides a whole hero.
import { safeColor } from './colors';
import { DEFAULT_SCROLL_TIME_MS, DEFAULT_TRANSITION_TIME_MS } from './constants';
import { classifyCtaLink } from './links';
import { INVALID_ROUTE } from './messages';
import type {
  CopyBlockLocation,
  HeroBadge,
  HeroContent,
  HeroCta,
  HeroGalleryContent,
  HeroSticker,
  HeroVideo,
  MediaItem,
  Picture,
  PictureSource,
  StickerLocation,
} from './types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const defined = <T>(value: T | undefined): value is T => value !== undefined;

/**
 * A duration in ms from a number or numeric string, else the fallback (spec 9.4 defaults).
 * Zero is only accepted where it means something (a transition of 0 ms is an instant jump;
 * an autoplay interval of 0 ms would spin).
 */
export function durationOr(value: unknown, fallback: number, allowZero = false): number {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return fallback;
  return number > 0 || (allowZero && number === 0) ? number : fallback;
}

function parseSource(value: unknown): PictureSource | undefined {
  if (!isObject(value) || !text(value.url)) return undefined;
  const width = Number(value.minScreenWidth);
  return {
    url: value.url as string,
    type: text(value.type),
    minScreenWidth: Number.isFinite(width) && width > 0 ? width : undefined,
  };
}

/** A picture needs a url; altText defaults to '' (decorative). */
export function parsePicture(value: unknown): Picture | undefined {
  if (!isObject(value) || !text(value.url)) return undefined;
  return {
    url: value.url as string,
    srcSet: list(value.srcSet).map(parseSource).filter(defined),
    altText: typeof value.altText === 'string' ? value.altText : '',
  };
}

function parseVideo(value: unknown, fallbackTitle: string): HeroVideo | undefined {
  if (!isObject(value)) return undefined;
  const desktopUrl = text(value.desktopUrl) ?? text(value.mobileUrl);
  if (!desktopUrl) return undefined;
  return {
    desktopUrl,
    mobileUrl: text(value.mobileUrl) ?? desktopUrl,
    poster: text(value.poster),
    title: text(value.title) ?? fallbackTitle,
    videoId: text(value.videoId),
  };
}

/** Media item by kind (spec 3, "Media kinds"); unknown kinds give no media. */
export function parseMediaItem(value: unknown): MediaItem | undefined {
  if (!isObject(value)) return undefined;
  const title = text(value.title) ?? 'Video';
  switch (value.mn) {
    case 'mm_responsive_image':
    case 'mm_image': {
      const image = parsePicture(value.image);
      return image ? { mn: value.mn, image } : undefined;
    }
    case 'mm_video_thumb_video': {
      const video = parseVideo(value.video, title);
      return video ? { mn: value.mn, video, thumbnail: parsePicture(value.thumbnail) } : undefined;
    }
    case 'mm_video_thumb_image': {
      const video = parseVideo(value.video, title);
      const thumbnail = parsePicture(value.thumbnail ?? value.videoThumbnail);
      return video && thumbnail ? { mn: value.mn, video, thumbnail } : undefined;
    }
    default:
      return undefined;
  }
}

function parseBadge(value: unknown): HeroBadge | undefined {
  if (!isObject(value) || !text(value.text)) return undefined;
  return {
    text: value.text as string,
    badgeType: text(value.badgeType),
    badgeStyle: text(value.badgeStyle),
    iconLeft: text(value.iconLeft),
    iconRight: text(value.iconRight),
  };
}

const STICKER_LOCATIONS: readonly StickerLocation[] = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
];

function parseSticker(value: unknown): HeroSticker | undefined {
  if (!isObject(value) || !text(value.text)) return undefined;
  const location = STICKER_LOCATIONS.find((l) => l === value.locationOverride);
  return {
    text: value.text as string,
    color: safeColor(value.color),
    locationOverride: location,
    rotateStickerText: value.rotateStickerText === true || value.rotateStickerText === 'true',
  };
}

function parseCta(value: unknown): HeroCta | undefined {
  if (!isObject(value) || !text(value.text) || !text(value.actionText)) return undefined;
  if (classifyCtaLink(value.actionText as string).kind === 'invalid') {
    console.warn(INVALID_ROUTE, value.actionText);
    return undefined;
  }
  return {
    text: value.text as string,
    name: text(value.name),
    type: text(value.type),
    actionText: value.actionText as string,
    iconLeft: text(value.iconLeft),
    iconRight: text(value.iconRight),
  };
}

const COPY_LOCATIONS: readonly CopyBlockLocation[] = ['left', 'right', 'center'];

/** One hero; a hero with neither a title nor media has nothing to show and is dropped. */
export function parseHero(value: unknown, index = 0): HeroContent | undefined {
  if (!isObject(value)) return undefined;
  const mediaItem = parseMediaItem(value.mediaItem);
  if (!text(value.title) && !mediaItem) return undefined;
  return {
    type: text(value.type) ?? 'hero',
    mn: text(value.mn) ?? 'hero',
    name: text(value.name) ?? `hero-${index + 1}`,
    title: text(value.title) ?? '',
    eyebrow: text(value.eyebrow) ?? '',
    description: text(value.description) ?? '',
    badges: list(value.badges).map(parseBadge).filter(defined),
    stickers: list(value.stickers).map(parseSticker).filter(defined),
    ctaItems: list(value.ctaItems).map(parseCta).filter(defined),
    mediaItem,
    copyBlockLocation: COPY_LOCATIONS.find((l) => l === value.copyBlockLocation) ?? 'left',
    backgroundColor: safeColor(value.hex) ?? safeColor(value.backgroundColor),
    withStrongBackground: value.withStrongBackground === true,
  };
}

/** The gallery payload `{ components, scrollTime, transitionTime }` with spec 9.4 defaults. */
export function parseGallery(value: unknown): HeroGalleryContent {
  const body = isObject(value) ? value : {};
  return {
    components: list(body.components)
      .map((hero, index) => parseHero(hero, index))
      .filter(defined),
    scrollTime: durationOr(body.scrollTime, DEFAULT_SCROLL_TIME_MS),
    transitionTime: durationOr(body.transitionTime, DEFAULT_TRANSITION_TIME_MS, true),
  };
}
