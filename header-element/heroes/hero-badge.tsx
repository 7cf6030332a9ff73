import { badgeLookClasses } from '../../src/components/badge/badge-look';
import { HeroIcon } from './hero-icon';
import type { HeroBadge as Badge } from './types';

/** Props of {@link HeroBadge}. */
export interface HeroBadgeProps {
  badge: Badge;
}

/** A badge with the look of its type and style (spec 5, "Badge looks"). */
export function HeroBadge({ badge }: HeroBadgeProps) {
  return (
    <span className={badgeLookClasses(badge).join(' ')}>
      <HeroIcon name={badge.iconLeft} size={14} />
      {badge.text}
      <HeroIcon name={badge.iconRight} size={14} />
    </span>
  );
}
