import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Link } from './link';

describe('Link (spec 5, link warnings)', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it.each(['https://example.com/help', 'mailto:help@example.com', 'tel:+18015550142', '/billing'])(
    'does not warn for %s',
    (href) => {
      render(<Link href={href}>Help</Link>);
      expect(warn).not.toHaveBeenCalled();
      expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe(href);
    },
  );

  it('warns for an http href', () => {
    render(<Link href="http://example.com">Old site</Link>);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('insecure href "http://example.com"');
    expect(screen.getByRole('link', { name: 'Old site' }).getAttribute('href')).toBe(
      'http://example.com',
    );
  });

  it('does not warn when insecure is explicitly allowed', () => {
    render(
      <Link href="http://example.com" insecure>
        Old site
      </Link>,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('never renders a javascript: href, even when insecure is allowed', () => {
    render(
      <Link href="javascript:alert(1)" insecure>
        Bad
      </Link>,
    );
    expect(screen.getByText('Bad').closest('a')?.hasAttribute('href')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('external links always get rel="noopener noreferrer" and no new tab unless asked', () => {
    render(<Link href="https://example.com">Partner</Link>);
    const link = screen.getByRole('link', { name: 'Partner' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('opens a new tab only when asked, and says so to screen readers', () => {
    render(
      <Link href="https://example.com" newTab>
        Partner
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Partner (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('in-app links get no rel or target', () => {
    render(<Link href="/profile">Profile</Link>);
    const link = screen.getByRole('link', { name: 'Profile' });
    expect(link.hasAttribute('rel')).toBe(false);
    expect(link.hasAttribute('target')).toBe(false);
  });
});
