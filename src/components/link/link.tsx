import { useEffect, type AnchorHTMLAttributes } from 'react';
import '../tokens.css';
import '../utilities.css';
import './link.css';
import { judgeHref } from './href-policy';
import { useText } from '../../lib/shared/i18n/use-text';
import { componentsText } from '../text';

/** Props of {@link Link}: native anchor attributes plus the ones below. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target'> {
  /** Destination. See href-policy.ts for how each kind is treated. */
  href: string;
  /** Allows an href that is not https, mailto or tel without a console warning. */
  insecure?: boolean;
  /** Opens in a new tab (target _blank); announced to screen readers. Off unless set. */
  newTab?: boolean;
  /** Text read after the link text when it opens a new tab ('(opens in a new tab)' unless given). */
  newTabLabel?: string;
}

/**
 * An anchor that enforces the spec's href rules: console.warn for an href that is not https,
 * mailto or tel unless `insecure` is set; rel="noopener noreferrer" on external links; a new
 * tab only when asked. Relative in-app paths are fine as they are.
 */
export function Link({
  href,
  insecure = false,
  newTab = false,
  newTabLabel,
  className,
  rel,
  children,
  ...rest
}: LinkProps) {
  const t = useText(componentsText);
  const verdict = judgeHref(href);

  useEffect(() => {
    if (verdict.blocked) {
      console.warn(
        `Link: blocked href "${href}": only http(s), relative, mailto and tel links are rendered.`,
      );
    } else if (verdict.insecure && !insecure) {
      console.warn(
        `Link: insecure href "${href}": use https:, mailto: or tel:, or set insecure to allow it.`,
      );
    }
  }, [href, insecure, verdict.blocked, verdict.insecure]);

  const relParts = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  if (verdict.external || newTab) {
    relParts.add('noopener');
    relParts.add('noreferrer');
  }
  return (
    <a
      {...rest}
      className={['shs-link', className].filter(Boolean).join(' ')}
      href={verdict.blocked ? undefined : href}
      target={newTab ? '_blank' : undefined}
      rel={relParts.size ? [...relParts].join(' ') : undefined}
    >
      {children}
      {newTab && <span className="shs-visually-hidden"> {newTabLabel ?? t('link.newTab')}</span>}
    </a>
  );
}
