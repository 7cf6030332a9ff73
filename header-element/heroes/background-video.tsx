import { useEffect, useRef } from 'react';
import { useText } from '../../src/lib/shared/i18n/use-text';
import { DESKTOP_MIN_WIDTH_PX } from './constants';
import { heroText } from './text';
import type { HeroVideo } from './types';
import { useMediaQuery } from './use-media-query';

/** Props of {@link BackgroundVideo}. */
export interface BackgroundVideoProps {
  video: HeroVideo;
  /** Fallback still when the video has no poster of its own. */
  poster?: string;
  /** Plays only while true: the slide is showing, motion is allowed and nothing paused it. */
  playing: boolean;
}

/**
 * The hero's background clip (spec 4.5): muted, looping, inline; the desktop or mobile source
 * by viewport width. It is decoration (the play button offers the full video), so it is
 * hidden from assistive technology.
 */
export function BackgroundVideo({ video, poster, playing }: BackgroundVideoProps) {
  const t = useText(heroText);
  const ref = useRef<HTMLVideoElement>(null);
  const desktop = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
  const src = desktop ? video.desktopUrl : video.mobileUrl;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Autoplay is allowed only for muted media; set the property, not just the attribute.
    element.muted = true;
    if (playing) {
      // The browser may still refuse (data saver, power saving); the poster then stays.
      element.play().catch(() => undefined);
    } else {
      element.pause();
    }
  }, [playing, src]);

  return (
    <video
      ref={ref}
      className="hero__video"
      src={src}
      poster={video.poster ?? poster}
      muted
      loop
      playsInline
      autoPlay={playing}
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
      data-playing={playing ? 'true' : 'false'}
    >
      {t('video.unsupported')}
    </video>
  );
}
