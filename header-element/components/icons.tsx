// The header's icons, drawn from the one icon registry (src/components/icon/): only the drawings
// the bar uses (bar-icon-paths.ts), so the rest of the registry stays out of the first load.
// Inline SVG: no icon font, no extra request.
import {
  ACCOUNT,
  BRAND_MARK,
  CART,
  CHEVRON_DOWN,
  CHEVRON_LEFT,
  CHEVRON_RIGHT,
  CLOSE,
  MENU,
  SEARCH,
  WISHLIST,
} from '../../src/components/icon/bar-icon-paths';

/** Each icon's registry paths and the grid they are drawn on. */
const ICONS = {
  search: [SEARCH, 24],
  heart: [WISHLIST, 24],
  user: [ACCOUNT, 24],
  menu: [MENU, 24],
  cart: [CART, 32],
  close: [CLOSE, 32],
  chevron: [CHEVRON_DOWN, 32],
  left: [CHEVRON_LEFT, 32],
  right: [CHEVRON_RIGHT, 32],
} as const;

/** Name of an icon the header draws. */
export type IconName = keyof typeof ICONS;

/** A decorative icon; the control that holds it carries the accessible name. */
export function HeaderIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  const [paths, grid] = ICONS[name];
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      // The registry's line weights: finer on the 24 grid (as the app's Icon draws them).
      strokeWidth={grid === 32 ? 2.5 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** The brand mark: a shield with a house. */
export function BrandMark() {
  return (
    <svg
      className="brand-mark"
      width="32"
      height="32"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <path d={BRAND_MARK.shield} fill="currentColor" />
      <path className="brand-mark__house" d={BRAND_MARK.house} />
    </svg>
  );
}
