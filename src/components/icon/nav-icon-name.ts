// Which of a spec 3 "Nav item"'s two icon names to draw. Apart from nav-icon-lookup.ts (the
// drawings), so the header's first load can decide without carrying the registry.

/** Suffix of a nav icon's active variant in the registry, e.g. `billing-active`. */
export const ACTIVE_ICON_SUFFIX = '-active';

/** The name to draw for an item: its active icon while it is the current page (if it has one). */
export function navIconName(
  item: { iconName?: string; activeIconName?: string },
  current: boolean,
): string | undefined {
  return (current && item.activeIconName) || item.iconName;
}
