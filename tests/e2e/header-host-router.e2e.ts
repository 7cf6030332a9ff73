// A host app taking the header's links with its own client-side history router
// (/demo/host-router, README "Embedding on your site"): the view and the URL change without
// a page load, the header marks the current sub nav item, and Back / Forward go through the router.
import type { Page } from '@playwright/test';
import { checkPage, expect as baseExpect, test } from './fixtures';

// Lazy chunks and axe runs are slow on a busy 2-core machine: allow time.
const expect = baseExpect.configure({ timeout: 15_000 });

const header = (page: Page) => page.locator('shs-header');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Marks the current document: the mark survives only as long as no page load happens. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
}

test('header links the host routes: view and URL change without a page load, Back and Forward work', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/demo/host-router');
  await expect(heading(page)).toHaveText('Help centre');
  await checkPage(page);
  await markDocument(page);

  const subNav = header(page).getByRole('navigation', { name: 'Secondary' });
  await subNav.getByRole('link', { name: 'Guides' }).click();
  await expect(page).toHaveURL(/\/demo\/host-router\/guides$/);
  await expect(heading(page)).toHaveText('Guides');
  await expect(subNav.getByRole('link', { name: 'Guides' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await subNav.getByRole('link', { name: 'Devices' }).click();
  await expect(page).toHaveURL(/\/demo\/host-router\/devices$/);
  await expect(heading(page)).toHaveText('Devices');
  await expect(subNav.getByRole('link', { name: 'Devices' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('#host-status')).toHaveText('Page loads: 1 · views rendered: 3');
  expect(await isSameDocument(page)).toBe(true);
  await checkPage(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/demo\/host-router\/guides$/);
  await expect(heading(page)).toHaveText('Guides');
  await expect(subNav.getByRole('link', { name: 'Guides' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/demo\/host-router$/);
  await expect(heading(page)).toHaveText('Help centre');
  await page.goForward();
  await expect(heading(page)).toHaveText('Guides');
  expect(await isSameDocument(page)).toBe(true);

  // The home link is the host's route too.
  await header(page).getByRole('link', { name: 'Smart Home Security home' }).click();
  await expect(page).toHaveURL(/\/demo\/host-router$/);
  await expect(heading(page)).toHaveText('Help centre');
  expect(await isSameDocument(page)).toBe(true);

  // A link without a route is not the router's: the header follows it (a page load).
  await subNav.getByRole('link', { name: 'Support site' }).click();
  await expect(page).toHaveURL(/\/demo\/support\.html$/);
  expect(await isSameDocument(page)).toBe(false);
});

test("on a phone the host's menu items in the drawer are routed the same way and close the menu", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/demo/host-router');
  await expect(heading(page)).toHaveText('Help centre');
  await markDocument(page);

  const menuButton = header(page).getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  const drawer = header(page).getByRole('navigation', { name: 'This site' });
  await drawer.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/demo\/host-router\/contact$/);
  await expect(heading(page)).toHaveText('Contact');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  expect(await isSameDocument(page)).toBe(true);
  await checkPage(page);

  await page.goBack();
  await expect(heading(page)).toHaveText('Help centre');
  expect(await isSameDocument(page)).toBe(true);
});
