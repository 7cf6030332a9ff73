// The app footer (spec 2.2): external links only, opened without giving the target our window.
// The shell loads it once its first view is on screen (AppFooter), with the links' table and
// the Site Settings dialog's opener.
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '../../lib/shared/config';
import { useText } from '../../lib/shared/i18n/use-text';
import { appText } from '../text';
import { footerLinks, type FooterLink } from './footer-links';
import { LanguageSetting } from './language-setting';
import { SiteSettings } from './site-settings';
import { ThemeSetting } from './theme-setting';

/** Props of {@link Footer}. */
export interface FooterProps {
  links: readonly FooterLink[];
  /** Rendered in place of the Site Settings link (the privacy choice). */
  siteSettings?: ReactNode;
  /** The colour-scheme and language choices, after the links. */
  themeSetting?: ReactNode;
}

export function Footer({ links, siteSettings, themeSetting }: FooterProps) {
  const t = useText(appText);
  return (
    <footer className="app-footer">
      <nav aria-label={t('footer.nav')}>
        <ul className="app-footer__links">
          {links.map((link) => (
            <li key={link.key}>
              {siteSettings && link.key === 'siteSettings' ? (
                siteSettings
              ) : (
                <a href={link.href} rel="noopener noreferrer" data-track={link.trackAs}>
                  {t(`footer.${link.key}`)}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {themeSetting}
      <p className="app-footer__copy">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

/** The shell's footer: the links on the configured home site and the Site Settings button. */
export function AppFooter({ config }: { config: RuntimeConfig | null }) {
  return (
    <Footer
      links={footerLinks(config?.sites?.home, window.location.origin)}
      siteSettings={<SiteSettings config={config} />}
      themeSetting={
        <div className="app-footer__settings">
          <ThemeSetting />
          <LanguageSetting />
        </div>
      }
    />
  );
}
