/**
 * Stroke paths of the built-in icons, drawn on a 32 x 32 grid (spec 9.6: viewBox 0 0 32 32).
 * Each entry is one or more SVG path `d` strings.
 */
export const ICON_PATHS = {
  check: ['M7 16.5l6 6L25 10'],
  close: ['M9 9l14 14', 'M23 9L9 23'],
  plus: ['M16 7v18', 'M7 16h18'],
  minus: ['M7 16h18'],
  'chevron-down': ['M9 12l7 7 7-7'],
  'chevron-right': ['M12 9l7 7-7 7'],
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
  cart: ['M4 6h4l3 14h14l3-10H10', 'M13 26h.5', 'M23 26h.5'],
} as const satisfies Record<string, readonly string[]>;

/** Names of the built-in icons. */
export type IconName = keyof typeof ICON_PATHS;
