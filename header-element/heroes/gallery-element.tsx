import type { ReactNode } from 'react';
import { translator } from '../../src/lib/shared/i18n/catalogue';
import type { Locale } from '../../src/lib/shared/i18n/locales';
import { LocaleContext } from '../../src/lib/shared/i18n/use-text';
import { useLoadedLocale } from '../locale';
import { DEFAULT_VIDEO_EMBED_URL, VIDEO_SCRIPT_TIMEOUT_MS } from './constants';
import { HeroGallery } from './hero-gallery';
import { durationOr } from './parse-content';
import type { HeroGalleryContent } from './types';
import { useFeatureOn } from './use-feature-on';
import { heroText } from './text';
import { useElementLocale } from './use-element-locale';
import { useHeroContent } from './use-hero-content';

/**
 * Attributes of `<shs-hero-gallery>` as props (r2wc maps `data-content-base` to
 * `dataContentBase`, and so on). the README documents each one.
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
  /** `data-config-url`: config.json whose `features.video: false` switches video off. */
  dataConfigUrl?: string;
  /** r2wc: the element's shadow root (its `lang`, else the page's, picks the words). */
  container?: ShadowRoot | HTMLElement;
}

/** Attributes of `<shs-hero>`: the gallery's, plus which hero to show. */
export interface HeroElementProps extends HeroGalleryElementProps {
  /** `data-hero-name`: the `name` of the hero to show (default: the first one). */
  dataHeroName?: string;
}

/** Placeholder that holds the hero's space while the content loads, so the page does not jump. */
function Placeholder() {
  return <div className="gallery-placeholder" aria-hidden="true" />;
}

/**
 * The language of the element's own words (controls, the player): its `lang`, else the page's,
 * else English, following a change of either; undefined until those words first arrive (they
 * load alongside the content, so the placeholder covers both).
 */
function useHeroLocale(container: HeroGalleryElementProps['container']): Locale | undefined {
  const host = container && 'host' in container ? (container.host as HTMLElement) : container;
  return useLoadedLocale(heroText, useElementLocale(host));
}

/** The element's words in `locale` for everything below. */
function Words({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

function GalleryFor({
  content,
  props,
  label,
}: {
  content: HeroGalleryContent;
  props: HeroGalleryElementProps;
  label?: string;
}) {
  const videoOn = useFeatureOn(props.dataConfigUrl, 'video');
  return (
    <HeroGallery
      content={content}
      label={label}
      videoEmbedUrl={props.dataVideoEmbedUrl?.trim() || DEFAULT_VIDEO_EMBED_URL}
      videoScriptTimeoutMs={durationOr(props.dataVideoScriptTimeout, VIDEO_SCRIPT_TIMEOUT_MS)}
      videoEnabled={videoOn}
    />
  );
}

/** Root of `<shs-hero-gallery>`: loads the heroes, then shows them as a carousel. */
export function HeroGalleryElement(props: HeroGalleryElementProps) {
  const load = useHeroContent({
    base: props.dataContentBase,
    prodBase: props.dataContentProdBase,
    latest: props.dataLatest,
  });
  const locale = useHeroLocale(props.container);
  if (load.state === 'loading' || !locale) return <Placeholder />;
  // On failure the message is already logged; nothing is shown and the page goes on.
  if (!load.content || load.content.components.length === 0) return null;
  const t = translator(heroText, locale);
  return (
    <Words locale={locale}>
      <GalleryFor
        content={load.content}
        props={props}
        label={props.dataLabel?.trim() || t('gallery.label')}
      />
    </Words>
  );
}

/** Root of `<shs-hero>`: loads the heroes and shows the named one (or the first) on its own. */
export function HeroElement(props: HeroElementProps) {
  const load = useHeroContent({
    base: props.dataContentBase,
    prodBase: props.dataContentProdBase,
    latest: props.dataLatest,
  });
  const locale = useHeroLocale(props.container);
  if (load.state === 'loading' || !locale) return <Placeholder />;
  if (!load.content) return null;
  const name = props.dataHeroName?.trim();
  const hero = name
    ? load.content.components.find((candidate) => candidate.name === name)
    : load.content.components[0];
  if (!hero) {
    console.warn(`No hero named "${name ?? ''}" in the content`);
    return null;
  }
  return (
    <Words locale={locale}>
      <GalleryFor
        content={{ ...load.content, components: [hero] }}
        props={props}
        label={props.dataLabel?.trim() || undefined}
      />
    </Words>
  );
}
