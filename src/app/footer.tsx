// The app footer (spec 2.2): external links only, opened without giving the target our window.
import type { FooterLink } from './footer-links';

/** Props of {@link Footer}. */
export interface FooterProps {
  links: readonly FooterLink[];
}

export function Footer({ links }: FooterProps) {
  return (
    <footer className="app-footer">
      <nav aria-label="Legal and support">
        <ul className="app-footer__links">
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.href} rel="noopener noreferrer" data-track={link.trackAs}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="app-footer__copy">© {new Date().getFullYear()} Smart Home Security</p>
    </footer>
  );
}
