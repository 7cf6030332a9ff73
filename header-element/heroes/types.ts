// Shapes of the content service's hero payload (spec 3, "Hero content", "Hero gallery",
// "Picture", "Media kinds"). The payload comes from a CMS we do not control, so every field
// is optional at the edge and `parse-content.ts` turns it into these checked types.

/** One responsive source of a {@link Picture}. */
export interface PictureSource {
  /** Image address. */
  url: string;
  /** MIME type, e.g. `image/webp`; lets the browser skip formats it cannot show. */
  type?: string;
  /** The source applies from this viewport width (px) upwards. */
  minScreenWidth?: number;
}

/** A responsive image: a fallback `url`, optional `srcSet` sources and its text alternative. */
export interface Picture {
  url: string;
  srcSet: PictureSource[];
  /** Text alternative; an empty string marks the image decorative. */
  altText: string;
}

/** A hero video: the background clip sources plus the provider id of the full video. */
export interface HeroVideo {
  /** Background clip for viewports of 1025 px and wider. */
  desktopUrl: string;
  /** Background clip for narrower viewports (falls back to `desktopUrl`). */
  mobileUrl: string;
  /** Still frame shown before the clip plays (and instead of it with reduced motion). */
  poster?: string;
  /** Name of the video; the play button and the player are labelled with it. */
  title: string;
  /** The video provider's id of the full video; without it there is no play button. */
  videoId?: string;
}

/** The media item of a hero: an image, or a video shown as a looping clip or a still. */
export type MediaItem =
  | { mn: 'mm_responsive_image' | 'mm_image'; image: Picture }
  | { mn: 'mm_video_thumb_video'; video: HeroVideo; thumbnail?: Picture }
  | { mn: 'mm_video_thumb_image'; video: HeroVideo; thumbnail: Picture };

/** A small label on the copy block; its look follows spec 5 ("Badge looks"). */
export interface HeroBadge {
  text: string;
  badgeType?: string;
  badgeStyle?: string;
  iconLeft?: string;
  iconRight?: string;
}

/** Where a sticker sits on the media. */
export type StickerLocation = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** A round promotional sticker over the media. */
export interface HeroSticker {
  text: string;
  /** A named colour (`yellow`, `red`, `blue`, `green`, `navy`) or a hex colour. */
  color?: string;
  /** Corner of the media; defaults to `top-right`. */
  locationOverride?: StickerLocation;
  /** Tilts the sticker text for a hand-applied look. */
  rotateStickerText?: boolean;
}

/** A call-to-action button of a hero. */
export interface HeroCta {
  /** Visible label. */
  text: string;
  /** Analytics name; put on the link as `data-name`. */
  name?: string;
  /** Look: `primary` (default), `secondary` or `link`. */
  type?: string;
  /** Destination: an absolute URL (plain link) or an in-app path (spec 2.3). */
  actionText: string;
  iconLeft?: string;
  iconRight?: string;
}

/** Where the copy block sits over the media on wide screens. */
export type CopyBlockLocation = 'left' | 'right' | 'center';

/** One marketing hero (spec 3, "Hero content"). */
export interface HeroContent {
  type: string;
  /** Component kind from the CMS. */
  mn: string;
  /** Unique name; used as the slide's key. */
  name: string;
  /** Trusted HTML, sanitised before it reaches the DOM. */
  title: string;
  /** Trusted HTML, sanitised before it reaches the DOM. */
  eyebrow: string;
  /** Trusted HTML, sanitised before it reaches the DOM. */
  description: string;
  badges: HeroBadge[];
  stickers: HeroSticker[];
  ctaItems: HeroCta[];
  mediaItem?: MediaItem;
  copyBlockLocation: CopyBlockLocation;
  /** Background colour of the hero (hex or any CSS colour from `hex`/`backgroundColor`). */
  backgroundColor?: string;
  /** Puts the copy on a solid panel so it stays readable over busy media. */
  withStrongBackground: boolean;
}

/** A hero gallery as the content service returns it (spec 3, "Hero gallery"). */
export interface HeroGalleryContent {
  components: HeroContent[];
  /** Autoplay interval in ms (default 15000). */
  scrollTime: number;
  /** Slide transition in ms (default 300). */
  transitionTime: number;
}
