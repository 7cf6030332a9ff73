import '../tokens.css';
import './card-image.css';

/** Props of {@link CardImage}. */
export interface CardImageProps {
  src: string;
  /** Text alternative; '' for a purely decorative picture. */
  alt: string;
  /** Height in CSS pixels; the picture fills the width and is cropped to fit. Spec 9.6: 150. */
  height?: number;
  srcSet?: string;
  sizes?: string;
}

/** The picture at the top of a card, lazily loaded. */
export function CardImage({ src, alt, height = 150, srcSet, sizes }: CardImageProps) {
  // The height attribute (not a style) sets the size, so the strict CSP needs no inline styles.
  return (
    <img
      className="shs-card-image"
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
