// The demo home site's text pages the account centre's footer links to (Contact Us and the legal
// pages), served from one template (demo/server/home-site.ts): each answers at its URL with its
// own heading and words, the header pasted on it, and the legal index links to the other pages.
import { checkPage, expect as baseExpect, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

test('Contact Us and the legal pages show their own words under the pasted header', async ({
  page,
}) => {
  await page.goto('/demo/contact-us');
  await expect(page).toHaveTitle('Contact Us – Smart Home Security');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
    'href',
    'tel:+18005550199',
  );
  await expect(
    page.locator('shs-header').getByRole('button', { name: 'Profile menu' }),
  ).toBeVisible();
  await checkPage(page);

  await page.goto('/demo/legal');
  await expect(page).toHaveURL(/\/demo\/legal\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Legal information' })).toBeVisible();
  await checkPage(page);

  for (const [link, heading] of [
    ['Terms of use', 'Terms of use'],
    ['Refund and cancellation policy', 'Refund and cancellation policy'],
    ['Privacy policy', 'Privacy policy'],
  ]) {
    await page.getByRole('main').getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Last updated 1 March 2026')).toBeVisible();
    await checkPage(page);
    await page.getByRole('link', { name: 'All legal information' }).click();
    await expect(page).toHaveURL(/\/demo\/legal\/$/);
  }
});
