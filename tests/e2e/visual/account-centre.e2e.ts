// Screenshot baselines of five account-centre pages (issue 27): the provider's sign-in page, the
// dashboard, billing, appointments and profile, at 375 and 1280 px, light and dark. A change of
// look fails here until the baselines are regenerated on purpose (README, "Screenshot tests").
import { expect as baseExpect, signInOnLoginPage } from '../fixtures';
import { SCHEMES, settled, test, VIEWPORTS } from './visual-fixtures';

// Sign-in round trips and lazy chunks are slow on a busy 2-core machine: allow time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** Each page, with a heading that shows once its data is in. */
const PAGES = [
  { path: '/dashboard', heading: 'Dashboard', loaded: 'Needs your attention', name: 'dashboard' },
  { path: '/billing', heading: 'Billing', loaded: 'Current bill', name: 'billing' },
  {
    path: '/appointments',
    heading: 'Appointments',
    loaded: 'Upcoming visits',
    name: 'appointments',
  },
  {
    path: '/profile',
    heading: 'Profile & Security',
    loaded: 'Personal information',
    name: 'profile',
  },
] as const;

for (const scheme of SCHEMES) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${scheme} at ${viewport.width} px`, () => {
      test.use({ colorScheme: scheme, viewport, timezoneId: 'America/Denver', locale: 'en-US' });

      test('sign-in, dashboard, billing, appointments and profile look as they did', async ({
        page,
      }) => {
        await page.goto('/dashboard');
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await settled(page);
        await expect(page).toHaveScreenshot(`sign-in-${size}-${scheme}.png`);
        await signInOnLoginPage(page, 'alex@example.com');

        for (const { path, heading, loaded, name } of PAGES) {
          if (new URL(page.url()).pathname !== path) await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
            timeout: 15_000,
          });
          await expect(page.getByRole('heading', { name: loaded, exact: true })).toBeVisible();
          // Every part of the page has its data (no loader left) and the header has the cart.
          await expect(page.locator('.shs-loader')).toHaveCount(0);
          await expect(
            page
              .locator('shs-header')
              .getByRole('link', { name: 'There are 2 items in your cart' }),
          ).toBeVisible();
          await settled(page);
          await expect(page).toHaveScreenshot(`${name}-${size}-${scheme}.png`);
        }
      });
    });
  }
}
