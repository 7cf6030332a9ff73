// Issue 16: the footer's links end on real pages of the home site (the demo serves it under
// /demo/), and the support site's search says what it searches. Site Settings opens the privacy
// choice in the app (the chat work), so it is not followed here.
import type { Page } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

/** The footer link, what its page's heading says, and words the page must have. */
const PAGES: { link: string; heading: string; has: (string | RegExp)[] }[] = [
  {
    link: 'Contact Us',
    heading: 'Contact us',
    has: ['1-800-555-0199', 'Monday to Friday', '7:00 to 21:00', /chat/i],
  },
  { link: 'Terms of Use', heading: 'Terms of use', has: ['Your account'] },
  { link: 'Refund Policy', heading: 'Refund and cancellation policy', has: ['30 days'] },
  { link: 'Privacy Policy', heading: 'Privacy policy', has: ['What we collect'] },
  { link: 'Legal', heading: 'Legal information', has: ['Terms of use', 'Privacy policy'] },
];

async function footerHrefs(page: Page): Promise<Map<string, string>> {
  const footer = page.getByRole('navigation', { name: 'Legal and support' });
  const hrefs = new Map<string, string>();
  for (const { link } of PAGES) {
    const href = await footer.getByRole('link', { name: link, exact: true }).getAttribute('href');
    hrefs.set(link, href ?? '');
  }
  return hrefs;
}

test('every footer link but Site Settings answers 200 with its page on the home site', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/dashboard');
  await signInOnLoginPage(page, 'sam@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const hrefs = await footerHrefs(page);

  for (const { link, heading, has } of PAGES) {
    const href = hrefs.get(link) ?? '';
    // On the configured home site (config.sites.home = <origin>/demo/), path included.
    expect(href.startsWith(`${baseURL}/demo/`), `${link}: ${href}`).toBe(true);
    const answer = await request.get(href, { maxRedirects: 0 });
    expect(answer.status(), `${link}: ${href}`).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/html');

    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const words of has) await expect(page.locator('main')).toContainText(words);
    await checkPage(page);
  }
  // The phone number on the contact page can be tapped.
  await page.goto(hrefs.get('Contact Us') ?? '');
  await expect(page.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
    'href',
    'tel:+18005550199',
  );
});

test("the support site's search box says Search support", async ({ page }) => {
  await page.goto('/demo/support.html');
  await expect(
    page.locator('shs-header').getByRole('combobox', { name: 'Search' }),
  ).toHaveAttribute('placeholder', 'Search support');
  await checkPage(page);
  await page.goto('/demo/anonymous.html');
  await expect(
    page.locator('shs-header').getByRole('combobox', { name: 'Search' }),
  ).toHaveAttribute('placeholder', 'Search products');
});
