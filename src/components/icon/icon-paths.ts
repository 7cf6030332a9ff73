import { CART, CHEVRON_DOWN, CHEVRON_RIGHT, CLOSE, MENU } from './bar-icon-paths';

/**
 * The one icon registry. Stroke paths of the widget icons, drawn on a 32 x 32 grid (spec 9.6:
 * viewBox 0 0 32 32); each entry is one or more SVG path `d` strings. The navbar's icons follow
 * in NAV_ICON_PATHS, drawn on a 24 x 24 grid with a finer stroke. The few the navigation bars
 * use live in bar-icon-paths.ts (the storefront header imports them one by one); the marketing
 * heroes' own (play, pause, arrow-right, star, phone, tag) in hero-icon-paths.ts, so neither the
 * account centre's first load nor the header carries drawings it never shows.
 */
export const ICON_PATHS = {
  check: ['M7 16.5l6 6L25 10'],
  close: CLOSE,
  plus: ['M16 7v18', 'M7 16h18'],
  minus: ['M7 16h18'],
  'chevron-down': CHEVRON_DOWN,
  'chevron-right': CHEVRON_RIGHT,
  info: ['M16 4a12 12 0 1 0 0 24 12 12 0 1 0 0-24z', 'M16 14v8', 'M16 10v.5'],
  warning: ['M16 4L29 27H3z', 'M16 13v6', 'M16 23v.5'],
  error: ['M16 4a12 12 0 1 0 0 24 12 12 0 1 0 0-24z', 'M11 11l10 10', 'M21 11L11 21'],
  success: ['M16 4a12 12 0 1 0 0 24 12 12 0 1 0 0-24z', 'M10 16.5l4 4 8-8'],
  eye: ['M3 16s5-9 13-9 13 9 13 9-5 9-13 9S3 16 3 16z', 'M16 12a4 4 0 1 0 0 8 4 4 0 1 0 0-8z'],
  'eye-off': ['M3 16s5-9 13-9 13 9 13 9-5 9-13 9S3 16 3 16z', 'M5 5l22 22'],
  home: ['M5 15L16 6l11 9', 'M8 13v13h16V13', 'M13 26v-7h6v7'],
  lock: ['M8 14h16v13H8z', 'M11 14V10a5 5 0 0 1 10 0v4'],
  shield: ['M16 4l10 4v7c0 7-4.5 11-10 13C10.5 26 6 22 6 15V8z', 'M11.5 16l3 3 6-6'],
  camera: ['M4 10h6l2-3h8l2 3h6v15H4z', 'M16 13a4.5 4.5 0 1 0 0 9 4.5 4.5 0 1 0 0-9z'],
  bell: ['M9 22V14a7 7 0 0 1 14 0v8l2 2H7z', 'M13.5 27h5'],
  cart: CART,
} as const satisfies Record<string, readonly string[]>;

/** The navbar's icons (spec 2.1 sub-navigation items "with icons"), on a 24 x 24 grid. */
export const NAV_ICON_PATHS = {
  dashboard: ['M4 11 12 4l8 7v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z'],
  billing: [
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zM3 10h18M7 15h4',
  ],
  documents: [
    'M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v5h5M9 13h6M9 17h6',
  ],
  'purchase-history': [
    'M5 8h14l-1.2 11.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9zM9 8V6.5a3 3 0 0 1 6 0V8',
  ],
  appointments: [
    'M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v12a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5zM4 10h16M8 3v4M16 3v4',
  ],
  profile: ['M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zM9.5 12l2 2 3.5-4'],
  referral: [
    'M4 10h16v4H4zM6 14h12v6H6zM12 10v10M12 10c-1.5-3-5-4-5-1.5S10 10 12 10zm0 0c1.5-3 5-4 5-1.5S14 10 12 10z',
  ],
  'smart-home': [
    'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  ],
  communications: ['M4 6h16v12H4zM4 7l8 6 8-6'],
  logout: ['M14 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 8l-4 4 4 4M6 12h10'],
  menu: MENU,
} as const satisfies Record<string, readonly string[]>;

/** Names of the widget icons (32 x 32 grid). */
export type WidgetIconName = keyof typeof ICON_PATHS;

/** Names of every icon in the registry. */
export type IconName = WidgetIconName | keyof typeof NAV_ICON_PATHS;

/** The paths of an icon and the grid they are drawn on. */
export function iconDrawing(name: IconName): { paths: readonly string[]; grid: 24 | 32 } {
  return name in ICON_PATHS
    ? { paths: ICON_PATHS[name as WidgetIconName], grid: 32 }
    : { paths: NAV_ICON_PATHS[name as keyof typeof NAV_ICON_PATHS], grid: 24 };
}
