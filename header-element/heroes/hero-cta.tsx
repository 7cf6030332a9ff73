import type { MouseEvent } from 'react';
import { HeroIcon } from './hero-icon';
import { classifyCtaLink } from './links';
import type { HeroCta as Cta } from './types';

/** Detail of the `shs-navigate` event an in-app call-to-action dispatches. */
export interface HeroNavigateDetail {
  /** The in-app path. */
  href: string;
  /** The call-to-action's analytics name, if any. */
  name?: string;
}

const LOOKS = new Set(['primary', 'secondary', 'link']);

/** Props of {@link HeroCta}. */
export interface HeroCtaProps {
  cta: Cta;
}

/**
 * A call-to-action link (spec 2.3). Absolute URLs are plain links. In-app paths dispatch a
 * cancelable, composed `shs-navigate` event first, so a host router can take the navigation
 * (like the header's contract); if nobody cancels it, the link is followed as usual.
 */
export function HeroCta({ cta }: HeroCtaProps) {
  const link = classifyCtaLink(cta.actionText);
  // Parsing already warned about and dropped these; this keeps a hand-built hero safe too.
  if (link.kind === 'invalid') return null;
  const look = cta.type && LOOKS.has(cta.type) ? cta.type : 'primary';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window, download) stay with the browser.
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (link.kind !== 'in-app' || event.button !== 0 || modified) return;
    const detail: HeroNavigateDetail = { href: link.path, name: cta.name };
    const navigate = new CustomEvent('shs-navigate', {
      detail,
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    if (!event.currentTarget.dispatchEvent(navigate)) event.preventDefault();
  };
  return (
    <a
      className={`cta cta--${look}`}
      part="cta"
      href={link.kind === 'external' ? link.href : link.path}
      rel={link.kind === 'external' ? 'noopener noreferrer' : undefined}
      data-name={cta.name}
      data-link={link.kind}
      onClick={onClick}
    >
      <HeroIcon name={cta.iconLeft} size={18} />
      <span>{cta.text}</span>
      <HeroIcon name={cta.iconRight} size={18} />
    </a>
  );
}
