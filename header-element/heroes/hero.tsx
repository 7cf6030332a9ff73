import { memo, useMemo } from 'react';
import type { CSSProperties } from 'react';
import { textToneFor } from './colors';
import { HeroBadge } from './hero-badge';
import { HeroCta } from './hero-cta';
import { HeroMedia } from './hero-media';
import { HeroSticker } from './hero-sticker';
import { sanitizeBlockHtml, sanitizeInlineHtml } from './sanitize';
import type { HeroContent, HeroVideo } from './types';

/** Props of {@link Hero}. */
export interface HeroProps {
  hero: HeroContent;
  /** Whether moving media may play (its slide is showing, motion allowed, not paused). */
  motion: boolean;
  /** Load images at once (the first slide) instead of lazily. */
  eager: boolean;
  /** Opens the full-screen player for a video. */
  /** Opens the player; undefined when video is switched off (no play button). */
  onPlay?: (video: HeroVideo, opener: HTMLElement) => void;
}

/**
 * One marketing hero: badges, eyebrow, title, description and calls to action in a copy block,
 * next to (or, with a strong background, over) its media with stickers. The HTML fields are
 * sanitised here, right where they meet the DOM.
 */
// Memoised: the gallery re-renders on every pointer move of a drag, the slides need not.
export const Hero = memo(function Hero({ hero, motion, eager, onPlay }: HeroProps) {
  const overlay = hero.withStrongBackground || hero.copyBlockLocation === 'center';
  const classes = [
    'hero',
    `hero--copy-${hero.copyBlockLocation}`,
    `hero--tone-${textToneFor(hero.backgroundColor ?? '#f4f6f9')}`,
    overlay ? 'hero--overlay' : 'hero--split',
    hero.mediaItem ? '' : 'hero--no-media',
    // A partner's own background keeps its reading tone in either colour scheme (hero.css).
    hero.backgroundColor ? 'hero--custom-bg' : '',
  ];
  // Set through the CSSOM (allowed by the strict CSP); the value passed safeColor() on parse.
  const style = hero.backgroundColor
    ? ({ '--hero-bg': hero.backgroundColor } as CSSProperties)
    : undefined;
  const { eyebrow, title, description } = useMemo(
    () => ({
      eyebrow: sanitizeInlineHtml(hero.eyebrow),
      title: sanitizeInlineHtml(hero.title),
      description: sanitizeBlockHtml(hero.description),
    }),
    [hero.eyebrow, hero.title, hero.description],
  );

  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      part="hero"
      style={style}
      data-hero={hero.name}
    >
      {hero.mediaItem && (
        <div className="hero__media">
          <HeroMedia media={hero.mediaItem} motion={motion} eager={eager} onPlay={onPlay} />
          {hero.stickers.map((sticker, index) => (
            <HeroSticker key={`${index}-${sticker.text}`} sticker={sticker} />
          ))}
        </div>
      )}
      <div className="hero__copy">
        {hero.badges.length > 0 && (
          <p className="hero__badges">
            {hero.badges.map((badge, index) => (
              <HeroBadge key={`${index}-${badge.text}`} badge={badge} />
            ))}
          </p>
        )}
        {eyebrow && <p className="hero__eyebrow" dangerouslySetInnerHTML={{ __html: eyebrow }} />}
        {title && (
          <h2 className="hero__title" part="title" dangerouslySetInnerHTML={{ __html: title }} />
        )}
        {description && (
          <div className="hero__description" dangerouslySetInnerHTML={{ __html: description }} />
        )}
        {hero.ctaItems.length > 0 && (
          <div className="hero__ctas">
            {hero.ctaItems.map((cta, index) => (
              <HeroCta key={`${index}-${cta.text}`} cta={cta} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
});
