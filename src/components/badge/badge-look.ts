/** Visual looks a badge can take (spec 5, "Badge looks"). */
export interface BadgeLookInput {
  /** 'destructive' -> error look, 'primary' -> default look, anything else -> a look named after it. */
  badgeType?: string | null;
  /** 'outline' adds the outline look on top of the type's look. */
  badgeStyle?: string | null;
}

/** Class names for a badge: one for the type's look, plus 'badge--outline' for the outline style. */
export function badgeLookClasses({ badgeType, badgeStyle }: BadgeLookInput): string[] {
  const type = badgeType?.trim() || 'primary';
  const look = type === 'destructive' ? 'error' : type === 'primary' ? 'default' : type;
  const classes = ['badge', `badge--${look}`];
  if (badgeStyle === 'outline') classes.push('badge--outline');
  return classes;
}
