import { useText } from '../../src/lib/shared/i18n/use-text';
import { BackgroundVideo } from './background-video';
import { HeroIcon } from './hero-icon';
import { HeroPicture } from './hero-picture';
import { heroText } from './text';
import type { HeroVideo, MediaItem } from './types';

/** Props of {@link HeroMedia}. */
export interface HeroMediaProps {
  media: MediaItem;
  /** Whether moving media may play (slide showing, motion allowed, not paused). */
  motion: boolean;
  /** Load the first slide's images at once. */
  eager: boolean;
  /**
   * Opens the full-screen player; the play button is shown only with a provider video id, and
   * not at all without this (video switched off: config features.video).
   */
  onPlay?: (video: HeroVideo, opener: HTMLElement) => void;
}

/** The hero's media by kind (spec 3, "Media kinds"), plus a play button for videos. */
export function HeroMedia({ media, motion, eager, onPlay }: HeroMediaProps) {
  const t = useText(heroText);
  if ('image' in media) {
    return <HeroPicture className="hero__picture" picture={media.image} eager={eager} />;
  }
  const { video } = media;
  return (
    <>
      {media.mn === 'mm_video_thumb_video' ? (
        <BackgroundVideo video={video} poster={media.thumbnail?.url} playing={motion} />
      ) : (
        <HeroPicture className="hero__picture" picture={media.thumbnail} eager={eager} />
      )}
      {video.videoId && onPlay && (
        <button
          type="button"
          className="hero__play"
          aria-label={t('video.play', { title: video.title })}
          onClick={(event) => onPlay(video, event.currentTarget)}
        >
          <HeroIcon name="play" size={30} />
        </button>
      )}
    </>
  );
}
