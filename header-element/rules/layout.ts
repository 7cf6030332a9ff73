// Layout constants and the sub nav carousel rule (spec 9.3 and 9.4).

/** Below this width the header is in its mobile layout (spec 9.3: 1025px). */
export const DESKTOP_MIN_WIDTH = 1025;
/** Below this width search is an icon that opens a search box (spec 2.3: 1047px). */
export const SEARCH_INLINE_MIN_WIDTH = 1047;
/** At and above this width the sub nav stops scrolling (spec 9.3: 1040px). */
export const SUB_NAV_STATIC_MIN_WIDTH = 1040;
/** Main nav height on desktop and mobile (spec 9.3). */
export const HEADER_HEIGHT_DESKTOP = 96;
export const HEADER_HEIGHT_MOBILE = 66;

/** How many sub nav items show and how many one step scrolls. */
export interface CarouselFit {
  shown: number;
  scroll: number;
}

const STEPS: ReadonlyArray<[minWidth: number, fit: CarouselFit]> = [
  [950, { shown: 7.5, scroll: 7 }],
  [800, { shown: 6.5, scroll: 6 }],
  [650, { shown: 5.5, scroll: 5 }],
  [500, { shown: 4.5, scroll: 4 }],
];

/** Items shown and scrolled at a viewport width: 3.5/3 by default, then 4.5/4 ... 7.5/7 at 500/650/800/950px. */
export function carouselFit(viewportWidth: number): CarouselFit {
  for (const [minWidth, fit] of STEPS) if (viewportWidth >= minWidth) return fit;
  return { shown: 3.5, scroll: 3 };
}

/** The sub nav scrolls (carousel mode) below 1040px when it has more than 3 items. */
export function subNavScrolls(viewportWidth: number, itemCount: number): boolean {
  return itemCount > 3 && viewportWidth < SUB_NAV_STATIC_MIN_WIDTH;
}

/** The sub nav is compressed while scrolled down on screens narrower than 1025px. */
export function subNavCompressed(viewportWidth: number, scrollY: number): boolean {
  return viewportWidth < DESKTOP_MIN_WIDTH && scrollY > 0;
}
