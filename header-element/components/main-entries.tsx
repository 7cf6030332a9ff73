// The four main entries (spec 2.3) as list items, shared by the desktop top nav and the drawer:
// Explore, Shop, Smart Services, Support. Shop and Smart Services show the menu control given
// for them (a dropdown button, an accordion section), or a plain link when they have none.
import type { ReactNode } from 'react';
import { headerLinks } from '../rules/links';
import { useHeader } from './context';
import { HeaderLink } from './header-link';

/** Props of <MainEntries>. */
export interface MainEntriesProps {
  /** Class of each entry's link or button. */
  linkClass: string;
  shop?: ReactNode;
  offers?: ReactNode;
}

export function MainEntries({ linkClass, shop, offers }: MainEntriesProps) {
  const { links } = useHeader();
  const l = headerLinks(links);
  const plain = (link: typeof l.shop, text: string) => (
    <HeaderLink className={linkClass} link={link}>
      {text}
    </HeaderLink>
  );
  return (
    <>
      <li>{plain(l.explore, 'Explore')}</li>
      <li>{shop ?? plain(l.shop, 'Shop')}</li>
      <li>{offers ?? plain(l.smartOffers, 'Smart Services')}</li>
      <li>{plain(l.support, 'Support')}</li>
    </>
  );
}
