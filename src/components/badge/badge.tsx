import type { ReactNode } from 'react';
import '../tokens.css';
import './badge.css';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import { badgeLookClasses } from './badge-look';

/** Props of {@link Badge}, matching the hero content's badge fields (spec 3). */
export interface BadgeProps {
  /** Badge text. */
  children: ReactNode;
  /** 'destructive' -> error look, 'primary' (default) -> default look, other -> look of that name. */
  badgeType?: string | null;
  /** 'outline' adds the outline look. */
  badgeStyle?: string | null;
  /** Decorative icon before the text. */
  iconLeft?: IconName;
  /** Decorative icon after the text. */
  iconRight?: IconName;
}

/** A small status label whose look comes from {@link badgeLookClasses} (spec 5). */
export function Badge({ children, badgeType, badgeStyle, iconLeft, iconRight }: BadgeProps) {
  return (
    <span className={badgeLookClasses({ badgeType, badgeStyle }).join(' ')}>
      {iconLeft && <Icon name={iconLeft} size={14} />}
      {children}
      {iconRight && <Icon name={iconRight} size={14} />}
    </span>
  );
}
