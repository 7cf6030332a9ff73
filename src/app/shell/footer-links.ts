// The footer's external links (spec 2.2), on the company's public site.

/** One footer link. */
export interface FooterLink {
  label: string;
  /** Name analytics records the click under (spec 2.2: Refund Policy is tracked differently). */
  trackAs: string;
  href: string;
}

// Relative paths: the home site may live under a path (the demo's is /demo/), so each link is
// resolved against the home site URL itself, not only its origin.
const LINKS: readonly { label: string; trackAs?: string; path: string }[] = [
  { label: 'Contact Us', path: 'contact-us' },
  { label: 'Terms of Use', path: 'legal/terms-of-use' },
  { label: 'Refund Policy', trackAs: 'Cancellation Policy', path: 'legal/refund-policy' },
  { label: 'Privacy Policy', path: 'legal/privacy-policy' },
  { label: 'Legal', path: 'legal/' },
  { label: 'Site Settings', path: 'site-settings' },
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
  return LINKS.map(({ label, trackAs, path }) => ({
    label,
    trackAs: trackAs ?? label,
    href: new URL(path, base).toString(),
  }));
}
