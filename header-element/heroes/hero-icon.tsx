// Small inline icons for badges, call-to-action buttons and the gallery controls. Reuses the
// widget kit's 32 x 32 paths and adds the few a marketing hero needs.
import { ICON_PATHS } from '../../src/components/icon/icon-paths';

const HERO_PATHS: Record<string, readonly string[]> = {
  play: ['M11 7l15 9-15 9z'],
  pause: ['M11 7v18', 'M21 7v18'],
  'arrow-right': ['M6 16h20', 'M18 8l8 8-8 8'],
  'chevron-left': ['M20 9l-7 7 7 7'],
  star: ['M16 4l3.6 7.6 8.4 1-6.2 5.8 1.6 8.3L16 22.6l-7.4 4.1 1.6-8.3L4 12.6l8.4-1z'],
  phone: ['M8 4h4l2 7-3 2c1.5 3 4 5.5 7 7l2-3 7 2v4c0 1-1 2-2 2C13 25 7 19 6 6c0-1 1-2 2-2z'],
  tag: ['M4 4h11l13 13-11 11L4 15z', 'M10 10h.5'],
};

/** Whether an icon name is known (unknown names from the CMS render nothing). */
export function hasHeroIcon(name: string | undefined): name is string {
  return !!name && (name in HERO_PATHS || name in ICON_PATHS);
}

/** Props of {@link HeroIcon}. */
export interface HeroIconProps {
  /** Icon name from the widget kit or the hero set; unknown names render nothing. */
  name: string | undefined;
  /** Width and height in CSS pixels. */
  size?: number;
}

/** A decorative icon (text beside it carries the meaning), inheriting the text colour. */
export function HeroIcon({ name, size = 20 }: HeroIconProps) {
  if (!hasHeroIcon(name)) return null;
  const paths = HERO_PATHS[name] ?? ICON_PATHS[name as keyof typeof ICON_PATHS];
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
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
