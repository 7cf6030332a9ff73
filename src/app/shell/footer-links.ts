// The footer's external links (spec 2.2), on the company's public site.
import { appText } from '../text';

/** The links, by their key in the shell's words (footer.<key>). */
export type FooterKey =
  'contactUs' | 'termsOfUse' | 'refundPolicy' | 'privacyPolicy' | 'legal' | 'siteSettings';

/** One footer link. */
export interface FooterLink {
  /** Its words: `footer.<key>` in the shell's catalogue (src/app/locales). */
  key: FooterKey;
  /** Its English name, which analytics records whatever the customer reads. */
  label: string;
  /** Name analytics records the click under (spec 2.2: Refund Policy is tracked differently). */
  trackAs: string;
  href: string;
}

// Relative paths: the home site may live under a path (the demo's is /demo/), so each link is
// resolved against the home site URL itself, not only its origin.
const LINKS: readonly { key: FooterKey; trackAs?: string; path: string }[] = [
  { key: 'contactUs', path: 'contact-us' },
  { key: 'termsOfUse', path: 'legal/terms-of-use' },
  { key: 'refundPolicy', trackAs: 'Cancellation Policy', path: 'legal/refund-policy' },
  { key: 'privacyPolicy', path: 'legal/privacy-policy' },
  { key: 'legal', path: 'legal/' },
  { key: 'siteSettings', path: 'site-settings' },
];

/** The home site as a base URL: its path always taken as a folder (`/demo` means `/demo/`). */
function homeBase(homeSite: string | undefined, origin: string): URL {
  let base: URL;
  try {
    base = new URL(homeSite ?? origin);
  } catch {
    base = new URL(origin);
  }
  base.search = '';
  base.hash = '';
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`;
  return base;
}

/** The six links on the configured home site (config.sites.home), else on this origin. */
export function footerLinks(homeSite: string | undefined, origin: string): FooterLink[] {
  const base = homeBase(homeSite, origin);
  return LINKS.map(({ key, trackAs, path }) => {
    const label = appText.en[`footer.${key}`]();
    return { key, label, trackAs: trackAs ?? label, href: new URL(path, base).toString() };
  });
}
