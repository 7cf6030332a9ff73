// Screenshot baselines of <shs-header> (issue 27): signed out on a partner's page (closed, the
// profile menu, search results, the mobile drawer) and signed in inside the account centre
// (closed, the Shop and Smart Services menus of the customer's catalogue, the profile menu, the
// drawer), at 375 and 1280 px, light and dark. On the partner's page dark
// is asked for with data-theme="dark" (the header is light unless told); in the account centre
// it follows the colour scheme. Pictures of the header's top 480 px (the menus open into it).
import type { Page } from '@playwright/test';
import { expect as baseExpect, signInOnLoginPage } from '../fixtures';
import { SCHEMES, settled, test, VIEWPORTS } from './visual-fixtures';

// Sign-in round trips and lazy chunks are slow on a busy 2-core machine: allow time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const header = (page: Page) => page.locator('shs-header');

/** The top of the page: the header alone when closed, with room for an open menu otherwise. */
async function shot(page: Page, name: string, { closed = false } = {}) {
  // The pointer stays on the toggle just pressed (a menu is not to be hovered away).
  await settled(page, { parkPointer: false });
  const { width, height } = page.viewportSize()!;
  await expect(page).toHaveScreenshot(name, {
    clip: { x: 0, y: 0, width, height: closed ? 120 : Math.min(height, 480) },
  });
}

/** Opens a toggle of the header, checks it says so, shoots, and closes it with Escape. */
async function openAndShoot(page: Page, button: string, name: string) {
  const toggle = header(page).getByRole('button', { name: button, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await shot(page, name);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

for (const scheme of SCHEMES) {
  test.describe(`${scheme}`, () => {
    test.use({ colorScheme: scheme, timezoneId: 'America/Denver', locale: 'en-US' });

    test('signed out on a partner page at 1280 px: closed, the profile menu and search results', async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/demo/anonymous.html');
      if (scheme === 'dark')
        await header(page).evaluate((element) => element.setAttribute('data-theme', 'dark'));
      await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
      await shot(page, `signed-out-desktop-${scheme}.png`, { closed: true });
      await openAndShoot(page, 'Profile menu', `signed-out-profile-menu-${scheme}.png`);

      await header(page).getByRole('combobox', { name: 'Search' }).fill('camera');
      await expect(header(page).getByRole('option', { name: 'Doorbell Camera Pro' })).toBeVisible();
      await shot(page, `signed-out-search-${scheme}.png`);
    });

    test('signed out on a partner page at 375 px: closed and the drawer', async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto('/demo/anonymous.html');
      if (scheme === 'dark')
        await header(page).evaluate((element) => element.setAttribute('data-theme', 'dark'));
      await expect(header(page).getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
      await shot(page, `signed-out-mobile-${scheme}.png`, { closed: true });
      const menu = header(page).getByRole('button', { name: 'Menu', exact: true });
      await menu.click();
      await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
      await settled(page, { parkPointer: false });
      await expect(page).toHaveScreenshot(`signed-out-drawer-${scheme}.png`);
    });

    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`signed in, in the account centre at ${viewport.width} px: closed, ${size === 'mobile' ? 'the drawer' : 'Shop, Smart Services and the profile menu'}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto('/dashboard');
        await signInOnLoginPage(page, 'alex@example.com');
        await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
          timeout: 15_000,
        });
        await expect(
          header(page).getByRole('link', { name: 'There are 2 items in your cart' }),
        ).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await shot(page, `signed-in-${size}-${scheme}.png`, { closed: true });
        if (size === 'desktop') {
          await openAndShoot(page, 'Shop', `signed-in-shop-${scheme}.png`);
          await openAndShoot(page, 'Smart Services', `signed-in-smart-services-${scheme}.png`);
          await openAndShoot(page, 'Profile menu', `signed-in-profile-menu-${scheme}.png`);
        } else {
          await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
          await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
          await settled(page, { parkPointer: false });
          await expect(page).toHaveScreenshot(`signed-in-drawer-${scheme}.png`);
        }
      });
    }
  });
}
