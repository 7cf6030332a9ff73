import { useEffect, useState } from 'react';
import { DEFAULT_VIDEO_EMBED_URL, VIDEO_SCRIPT_TIMEOUT_MS } from './constants';
import { fetchHeroes } from './content-service';
import { HeroGallery } from './hero-gallery';
import { durationOr } from './parse-content';
import type { HeroGalleryContent } from './types';

/**
 * Attributes of `<shs-hero-gallery>` as props (r2wc maps `data-content-base` to
 * `dataContentBase`, and so on). The README's attribute table documents each one.
 */
export interface HeroGalleryElementProps {
  /** `data-content-base`: content service base (default `/api/content`). */
  dataContentBase?: string;
  /** `data-content-prod-base`: base used when the page query has `content=prod`. */
  dataContentProdBase?: string;
  /** `data-latest`: ask for the latest heroes (the page query `latest` overrides it). */
  dataLatest?: string;
  /** `data-label`: accessible name of the carousel (default "Featured offers"). */
  dataLabel?: string;
  /** `data-video-embed-url`: the video provider's embed script. */
  dataVideoEmbedUrl?: string;
  /** `data-video-script-timeout`: ms the provider script may take (default 10000). */
  dataVideoScriptTimeout?: string;
}

type Load = { state: 'loading' } | { state: 'done'; content: HeroGalleryContent | undefined };

/** The element's root: loads the heroes once per content source, then shows the gallery. */
export function HeroGalleryElement(props: HeroGalleryElementProps) {
  const { dataContentBase, dataContentProdBase, dataLatest } = props;
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchHeroes(
      { base: dataContentBase, prodBase: dataContentProdBase, latest: dataLatest },
      { signal: controller.signal },
    ).then((content) => {
      if (!controller.signal.aborted) setLoad({ state: 'done', content });
    });
    return () => controller.abort();
  }, [dataContentBase, dataContentProdBase, dataLatest]);

  if (load.state === 'loading') {
    // Holds the hero's space while the content loads, so the page below does not jump.
    return <div className="gallery-placeholder" aria-hidden="true" />;
  }
  // On failure the message is already logged; nothing is shown and the page goes on.
  if (!load.content || load.content.components.length === 0) return null;
  return (
    <HeroGallery
      content={load.content}
      label={props.dataLabel?.trim() || 'Featured offers'}
      videoEmbedUrl={props.dataVideoEmbedUrl?.trim() || DEFAULT_VIDEO_EMBED_URL}
      videoScriptTimeoutMs={durationOr(props.dataVideoScriptTimeout, VIDEO_SCRIPT_TIMEOUT_MS)}
    />
  );
}
