// Small inline icons for badges, call-to-action buttons and the gallery controls, by name from
// the one icon registry (src/components/icon/hero-icon-paths.ts: the widget icons plus the few a
// marketing hero needs, like play, pause and star).
import { HERO_ICON_PATHS, type HeroIconName } from '../../src/components/icon/hero-icon-paths';

/** Whether an icon name is known (unknown names from the CMS render nothing). */
export function hasHeroIcon(name: string | undefined): name is HeroIconName {
  return !!name && Object.prototype.hasOwnProperty.call(HERO_ICON_PATHS, name);
}

/** Props of {@link HeroIcon}. */
export interface HeroIconProps {
  /** Icon name from the registry's widget icons; unknown names render nothing. */
  name: string | undefined;
  /** Width and height in CSS pixels. */
  size?: number;
}

/** A decorative icon (text beside it carries the meaning), inheriting the text colour. */
export function HeroIcon({ name, size = 20 }: HeroIconProps) {
  if (!hasHeroIcon(name)) return null;
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {HERO_ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
