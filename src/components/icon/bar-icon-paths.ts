/**
 * Part of the one icon registry (icon-paths.ts composes it): the drawings the navigation bars use,
 * in a module of their own so the storefront header (<shs-header>) imports only these few and
 * not the whole registry. Stroke paths like every registry icon; the grid is each one's comment.
 */

/** 32 x 32: a cart with two wheels. */
export const CART = ['M4 6h4l3 14h14l3-10H10', 'M13 26h.5', 'M23 26h.5'] as const;
/** 32 x 32: a cross. */
export const CLOSE = ['M9 9l14 14', 'M23 9L9 23'] as const;
/** 32 x 32: chevrons. */
export const CHEVRON_DOWN = ['M9 12l7 7 7-7'] as const;
export const CHEVRON_LEFT = ['M20 9l-7 7 7 7'] as const;
export const CHEVRON_RIGHT = ['M12 9l7 7-7 7'] as const;

/** 24 x 24: three bars (a menu). */
export const MENU = ['M4 7h16M4 12h16M4 17h16'] as const;
/** 24 x 24: a magnifier. */
export const SEARCH = ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4.35-4.35'] as const;
/** 24 x 24: a heart (the wishlist). */
export const WISHLIST = [
  'M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z',
] as const;
/** 24 x 24: a person (the profile menu). */
export const ACCOUNT = ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0'] as const;

/**
 * The brand mark, 32 x 32: a filled shield (the text colour) with a white house. Not a stroke
 * icon: each shape is drawn filled.
 */
export const BRAND_MARK = {
  shield: 'M16 2 4 6.5v8.2C4 22.3 9.1 28 16 30c6.9-2 12-7.7 12-15.3V6.5z',
  house: 'm10 16 6-5 6 5v6h-4v-4h-4v4h-4z',
} as const;
