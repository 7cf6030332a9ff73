import { useCallback, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useText } from '../../src/lib/shared/i18n/use-text';
import { stepIndex } from './gallery-rules';
import { Hero } from './hero';
import { HeroIcon } from './hero-icon';
import { heroText } from './text';
import type { HeroGalleryContent, HeroVideo } from './types';
import { useCarousel } from './use-carousel';
import { usePrefersReducedMotion } from './use-media-query';
import { VideoDialog } from './video-dialog';

/** Props of {@link HeroGallery}. */
export interface HeroGalleryProps {
  content: HeroGalleryContent;
  /** Accessible name of the region (a single hero without one is no landmark). */
  label?: string;
  /** The video provider's embed script URL. */
  videoEmbedUrl: string;
  /** How long the provider script may take to load, in ms. */
  videoScriptTimeoutMs: number;
  /** False when video is switched off (config features.video): no play buttons, no player. */
  videoEnabled?: boolean;
}

type PlayableVideo = HeroVideo & { videoId: string };

/**
 * The hero carousel (spec 2.3, 9.4) with the WAI-ARIA carousel pattern: a labelled region,
 * slides announced as "N of M", previous/next and slide picker buttons, and a pause button.
 * Autoplay stops on hover, on focus inside, while a video plays, when paused, and for people
 * who prefer reduced motion (who also get instant slide changes and still videos).
 */
export function HeroGallery({
  content,
  label,
  videoEmbedUrl,
  videoScriptTimeoutMs,
  videoEnabled = true,
}: HeroGalleryProps) {
  const t = useText(heroText);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [video, setVideo] = useState<PlayableVideo | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const slides = content.components;
  const count = slides.length;
  const carousel = useCarousel({
    count,
    scrollTime: content.scrollTime,
    held: paused || reducedMotion || video !== null,
  });

  const openVideo = useCallback((next: HeroVideo, from: HTMLElement) => {
    if (!next.videoId) return;
    opener.current = from;
    setVideo({ ...next, videoId: next.videoId });
  }, []);
  const closeVideo = useCallback(() => {
    setVideo(null);
    // Back to the play button, so keyboard users continue where they were.
    opener.current?.focus();
  }, []);

  if (count === 0) return null;

  // The showing slide and its neighbours load their images at once, so a slide never slides in
  // blank; the others stay lazy until they are next in line.
  const isNear = (i: number) =>
    i === carousel.index ||
    i === stepIndex(carousel.index, 1, count) ||
    i === stepIndex(carousel.index, -1, count);
  const hasVideo = slides.some((hero) => hero.mediaItem?.mn === 'mm_video_thumb_video');
  const showPause = (carousel.multi || hasVideo) && !reducedMotion;
  const transition = reducedMotion ? 0 : content.transitionTime;
  const trackStyle = {
    '--hero-index': carousel.index,
    '--hero-drag': `${carousel.dragOffset ?? 0}px`,
    '--hero-transition': `${carousel.dragOffset === null ? transition : 0}ms`,
  } as CSSProperties;

  return (
    <section
      className="gallery"
      aria-roledescription={carousel.multi ? t('gallery.carousel') : undefined}
      aria-label={label}
      data-autoplay={carousel.autoplaying ? 'on' : 'off'}
      {...carousel.regionHandlers}
    >
      <div
        className={`gallery__viewport${carousel.multi ? ' gallery__viewport--draggable' : ''}`}
        {...carousel.viewportHandlers}
      >
        <div
          className="gallery__track"
          style={trackStyle}
          aria-live={carousel.autoplaying ? 'off' : 'polite'}
        >
          {slides.map((hero, i) => {
            const current = i === carousel.index;
            return (
              <div
                key={hero.name}
                className="gallery__slide"
                role={carousel.multi ? 'group' : undefined}
                aria-roledescription={carousel.multi ? t('gallery.slide') : undefined}
                aria-label={
                  carousel.multi ? t('gallery.position', { position: i + 1, count }) : undefined
                }
                aria-hidden={current ? undefined : 'true'}
                inert={!current}
              >
                <Hero
                  hero={hero}
                  eager={isNear(i)}
                  motion={current && !paused && !reducedMotion && video === null}
                  onPlay={videoEnabled ? openVideo : undefined}
                />
              </div>
            );
          })}
        </div>
      </div>
      {(carousel.multi || showPause) && (
        <div className="gallery__controls">
          {carousel.multi && (
            <button
              type="button"
              part="control"
              className="gallery__button"
              aria-label={t('gallery.previous')}
              onClick={() => carousel.move(-1)}
            >
              <HeroIcon name="chevron-left" size={22} />
            </button>
          )}
          {carousel.multi && (
            <div className="gallery__picker">
              {slides.map((hero, i) => (
                <button
                  key={hero.name}
                  type="button"
                  className="gallery__dot"
                  aria-label={t('gallery.show', { position: i + 1, count })}
                  aria-current={i === carousel.index ? 'true' : undefined}
                  onClick={() => carousel.goTo(i)}
                />
              ))}
            </div>
          )}
          {carousel.multi && (
            <button
              type="button"
              part="control"
              className="gallery__button"
              aria-label={t('gallery.next')}
              onClick={() => carousel.move(1)}
            >
              <HeroIcon name="chevron-right" size={22} />
            </button>
          )}
          {showPause && (
            <button
              type="button"
              part="control"
              className="gallery__button gallery__pause"
              aria-label={paused ? t('gallery.play') : t('gallery.pause')}
              onClick={() => setPaused((p) => !p)}
            >
              <HeroIcon name={paused ? 'play' : 'pause'} size={20} />
            </button>
          )}
        </div>
      )}
      {video && (
        <VideoDialog
          video={video}
          embedUrl={videoEmbedUrl}
          scriptTimeoutMs={videoScriptTimeoutMs}
          onClose={closeVideo}
        />
      )}
    </section>
  );
}
