import type { Picture } from './types';

/** Props of {@link HeroPicture}. */
export interface HeroPictureProps {
  picture: Picture;
  /** The first slide's image is loaded eagerly; the others wait until they are near. */
  eager?: boolean;
  className?: string;
}

/**
 * A responsive <picture>: one <source> per srcSet entry, widest breakpoint first because the
 * browser takes the first source whose media and type match.
 */
export function HeroPicture({ picture, eager = false, className }: HeroPictureProps) {
  const sources = [...picture.srcSet].sort(
    (a, b) => (b.minScreenWidth ?? 0) - (a.minScreenWidth ?? 0),
  );
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source
          key={`${source.url} ${source.minScreenWidth ?? 0}`}
          srcSet={source.url}
          type={source.type}
          media={source.minScreenWidth ? `(min-width: ${source.minScreenWidth}px)` : undefined}
        />
      ))}
      <img
        src={picture.url}
        alt={picture.altText}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
      />
    </picture>
  );
}
