import { useEffect, useRef, useState } from 'react';
import { useText } from '../../src/lib/shared/i18n/use-text';
import { HeroIcon } from './hero-icon';
import { heroText } from './text';
import type { HeroVideo } from './types';
import { loadVidyardScript, type VidyardApi, type VidyardPlayer } from './video-script';

/** Props of {@link VideoDialog}. */
export interface VideoDialogProps {
  video: HeroVideo & { videoId: string };
  /** The provider's embed script URL. */
  embedUrl: string;
  /** How long the script may take to load, in ms. */
  scriptTimeoutMs: number;
  /** Called once the player should go: close button, overlay, Esc, end of playback, failure. */
  onClose: () => void;
}

/**
 * The full-screen player (spec 4.5). A modal <dialog> sits in the top layer, so no transform
 * or z-index of the host page can trap it; the provider's script renders the player inside.
 * If the script fails or times out the spec's warning is logged and no player is shown.
 */
export function VideoDialog({ video, embedUrl, scriptTimeoutMs, onClose }: VideoDialogProps) {
  const t = useText(heroText);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const playerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    const onNativeClose = () => closeRef.current();
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    let api: VidyardApi | undefined;
    let player: VidyardPlayer | undefined;
    loadVidyardScript(embedUrl, { timeoutMs: scriptTimeoutMs })
      .then((loaded) => {
        api = loaded;
        const container = playerRef.current;
        if (cancelled || !container) return undefined;
        return loaded.renderPlayer({ uuid: video.videoId, container, type: 'inline', autoplay: 1 });
      })
      .then((rendered) => {
        if (!rendered) return;
        player = rendered;
        if (cancelled) {
          api?.destroyPlayer?.(rendered);
          return;
        }
        setReady(true);
        rendered.on('playerComplete', () => closeRef.current());
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn(error instanceof Error ? error.message : String(error));
        closeRef.current();
      });
    return () => {
      cancelled = true;
      if (player) api?.destroyPlayer?.(player);
    };
  }, [embedUrl, scriptTimeoutMs, video.videoId]);

  return (
    <dialog
      ref={dialogRef}
      className="video-dialog"
      aria-label={video.title}
      // A click on the dialog itself (not on the player frame) is a click on the overlay.
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className="video-dialog__frame">
        <button
          type="button"
          className="video-dialog__close"
          aria-label={t('video.close')}
          onClick={onClose}
        >
          <HeroIcon name="close" size={24} />
        </button>
        <div
          ref={playerRef}
          className="video-dialog__player"
          data-ready={ready ? 'true' : 'false'}
        />
        {!ready && (
          <p className="video-dialog__status" role="status">
            {t('video.loading')}
          </p>
        )}
      </div>
    </dialog>
  );
}
