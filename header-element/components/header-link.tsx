// An anchor for a header link: a real href (works without JS, middle-click, copy link), and on a
// plain click the in-app announcement / 'Link Click' reporting of events.ts.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { isSafeUrl } from '../../src/lib/shared/safe-url';
import { resolveNavigation } from '../events';
import type { HeaderLink as Link } from '../rules/links';
import { useHeader } from './context';

/** Props of <HeaderLink>. */
export interface HeaderLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  link: Link;
  children: ReactNode;
}

/** A header link that may be taken in-app by the host page's router. */
export function HeaderLink({ link, children, onClick, ...rest }: HeaderLinkProps) {
  const { host, closeAll } = useHeader();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const href = resolveNavigation(host, link);
    if (!href) {
      event.preventDefault();
      closeAll();
    }
  };
  // Sources are filtered where they are read; this is the last line: never an unsafe href.
  const href = isSafeUrl(link.href) ? link.href : undefined;
  return (
    <a href={href} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
