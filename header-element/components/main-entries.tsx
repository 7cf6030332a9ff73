// The four main entries (spec 2.3) as list items, shared by the desktop top nav and the drawer:
// Explore, Shop, Smart Services, Support. Shop and Smart Services show the menu control given
// for them (a dropdown button, an accordion section), or a plain link when they have none.
import type { ReactNode } from 'react';
import { headerLinks } from '../rules/links';
import { useHeader } from './context';
import { HeaderLink } from './header-link';
import { useText } from '../../src/lib/shared/i18n/use-text';
import { headerText } from '../text';

/** Props of <MainEntries>. */
export interface MainEntriesProps {
  /** Class of each entry's link or button. */
  linkClass: string;
  /** Shadow part of each entry's link (README "Theming"). */
  linkPart?: string;
  shop?: ReactNode;
  offers?: ReactNode;
}

export function MainEntries({ linkClass, linkPart, shop, offers }: MainEntriesProps) {
  const { links } = useHeader();
  const t = useText(headerText);
  const l = headerLinks(links);
  const plain = (link: typeof l.shop, text: string) => (
    <HeaderLink className={linkClass} part={linkPart} link={link}>
      {text}
    </HeaderLink>
  );
  return (
    <>
      <li>{plain(l.explore, t('nav.explore'))}</li>
      <li>{shop ?? plain(l.shop, t('nav.shop'))}</li>
      <li>{offers ?? plain(l.smartOffers, t('nav.smartServices'))}</li>
      <li>{plain(l.support, t('nav.support'))}</li>
    </>
  );
}
