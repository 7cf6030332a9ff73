import type { CSSProperties } from 'react';
import { textToneFor } from './colors';
import type { HeroSticker as Sticker } from './types';

// Named sticker colours map to palette pairs chosen for contrast; any other (safe) colour is
// used as the fill with dark text.
const NAMED = new Set(['yellow', 'red', 'blue', 'green', 'navy']);

/** Props of {@link HeroSticker}. */
export interface HeroStickerProps {
  sticker: Sticker;
}

/** A round promotional sticker in a corner of the media. */
export function HeroSticker({ sticker }: HeroStickerProps) {
  const named = sticker.color && NAMED.has(sticker.color.toLowerCase());
  const classes = [
    'sticker',
    `sticker--${sticker.locationOverride ?? 'top-right'}`,
    named ? `sticker--${sticker.color!.toLowerCase()}` : 'sticker--custom',
    // A custom fill gets the text tone that reads on it.
    !named && textToneFor(sticker.color ?? '#ffd23f') === 'light' ? 'sticker--on-dark' : '',
    sticker.rotateStickerText ? 'sticker--rotated' : '',
  ];
  // A custom property set through the CSSOM is allowed by the strict CSP (no inline style).
  const style =
    !named && sticker.color ? ({ '--sticker-bg': sticker.color } as CSSProperties) : undefined;
  return (
    <p className={classes.filter(Boolean).join(' ')} style={style}>
      <span className="sticker__text">{sticker.text}</span>
    </p>
  );
}
