// Nav icons by the names a spec 3 "Nav item" carries (iconName, activeIconName): the navbar
// icons of the one registry (NAV_ICON_PATHS), and an active variant of each, named
// `<name>-active`, drawn tinted (the same outline, filled with a fifth of the text colour) so the
// current item reads as chosen without relying on colour alone.
import { NAV_ICON_PATHS } from './icon-paths';
import { ACTIVE_ICON_SUFFIX } from './nav-icon-name';

/** A nav icon's drawing on the 24 x 24 grid. */
export interface NavIconDrawing {
  paths: readonly string[];
  /** The active variant: drawn tinted. */
  active: boolean;
}

/** The drawing of a nav icon name, or undefined for a name the registry does not have. */
export function navIconDrawing(name: string): NavIconDrawing | undefined {
  const active = name.endsWith(ACTIVE_ICON_SUFFIX);
  const base = active ? name.slice(0, -ACTIVE_ICON_SUFFIX.length) : name;
  if (!Object.hasOwn(NAV_ICON_PATHS, base)) return undefined;
  return { paths: NAV_ICON_PATHS[base as keyof typeof NAV_ICON_PATHS], active };
}
