// Sub nav (spec 2.3, 9.3, 9.4): a carousel below 1040px with more than 3 items (3.5 shown, 3 per
// step, more at 500/650/800/950px), a plain row otherwise; compressed on scroll below 1025px.
import { useRef } from 'react';
import type { NavItem } from '../attributes';
import { carouselFit, subNavCompressed, subNavScrolls } from '../rules/layout';
import { HeaderIcon } from './icons';
import { linksToPage, NavItemLink } from './nav-item-link';
import { useText } from '../../src/lib/shared/i18n/use-text';
import { headerText } from '../text';

/** Props of <SubNav>. */
export interface SubNavProps {
  items: NavItem[];
  /** The page's URL: the item linking to it is marked current. */
  pageHref: string;
  viewportWidth: number;
  scrollY: number;
}

/** The sub nav row or carousel. */
export function SubNav({ items, pageHref, viewportWidth, scrollY }: SubNavProps) {
  const t = useText(headerText);
  const track = useRef<HTMLUListElement>(null);
  const scrolls = subNavScrolls(viewportWidth, items.length);
  const fit = carouselFit(viewportWidth);
  const compressed = subNavCompressed(viewportWidth, scrollY);
  const step = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy({
      left: direction * (el.clientWidth / fit.shown) * fit.scroll,
      behavior: 'smooth',
    });
  };
  return (
    <nav
      className="sub-nav"
      part="sub-nav"
      aria-label={t('subNav')}
      data-mode={scrolls ? 'carousel' : 'row'}
      data-compressed={compressed ? 'true' : 'false'}
      data-shown={String(fit.shown)}
    >
      {scrolls && (
        <button
          type="button"
          className="sub-step"
          aria-label={t('subNav.back')}
          onClick={() => step(-1)}
        >
          <HeaderIcon name="left" size={18} />
        </button>
      )}
      <ul className="sub-track" ref={track}>
        {items.map((item) => (
          <li key={item.display} className="sub-item">
            <NavItemLink
              item={item}
              className="sub-link"
              part="sub-nav-link"
              current={linksToPage(item, pageHref)}
            />
          </li>
        ))}
      </ul>
      {scrolls && (
        <button
          type="button"
          className="sub-step"
          aria-label={t('subNav.forward')}
          onClick={() => step(1)}
        >
          <HeaderIcon name="right" size={18} />
        </button>
      )}
    </nav>
  );
}
