import { CHEVRON_LEFT } from './bar-icon-paths';
import { ICON_PATHS } from './icon-paths';

/**
 * Part of the one icon registry: what a marketing hero (<shs-heroes>) may name from the CMS, the
 * widget icons plus the few only heroes draw (play, pause, arrow-right, star, phone, tag and the
 * gallery's chevron-left). Its own module, so the account centre's first load does not carry
 * them. Same 32 x 32 grid and stroke paths as the widget icons.
 */
export const HERO_ICON_PATHS = {
  ...ICON_PATHS,
  'chevron-left': CHEVRON_LEFT,
  play: ['M11 7l15 9-15 9z'],
  pause: ['M11 7v18', 'M21 7v18'],
  'arrow-right': ['M6 16h20', 'M18 8l8 8-8 8'],
  star: ['M16 4l3.6 7.6 8.4 1-6.2 5.8 1.6 8.3L16 22.6l-7.4 4.1 1.6-8.3L4 12.6l8.4-1z'],
  phone: ['M8 4h4l2 7-3 2c1.5 3 4 5.5 7 7l2-3 7 2v4c0 1-1 2-2 2C13 25 7 19 6 6c0-1 1-2 2-2z'],
  tag: ['M4 4h11l13 13-11 11L4 15z', 'M10 10h.5'],
} as const satisfies Record<string, readonly string[]>;

/** Names a hero's badge or call to action may use. */
export type HeroIconName = keyof typeof HERO_ICON_PATHS;
