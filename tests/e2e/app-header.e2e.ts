// Account centre and its <shs-header> in host mode: the header reports, the app acts.
import type { Page } from '@playwright/test';
import { expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

async function loginPageShown(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

test("the header's service choice and Log Out drive the account centre", async ({ page }) => {
  await page.goto('/dashboard');
  await loginPageShown(page);
  await signInOnLoginPage(page, 'alex@example.com');
  const hero = page.getByRole('region', { name: 'Welcome back, Alex' });
  await expect(hero).toContainText('Home');

  const header = page.locator('shs-header');
  await header.getByRole('button', { name: 'Profile menu' }).click();
  await header.getByRole('button', { name: /480 Canyon View Dr/ }).click();
  await expect(hero).toContainText('480 Canyon View Dr');
  await expect(page.getByRole('button', { name: /Service address/ })).toContainText(
    '480 Canyon View Dr',
  );

  // The header's menu closes itself 200 ms after a choice (spec 4.1); open it again after that.
  await expect(header.getByRole('button', { name: 'Profile menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await header.getByRole('button', { name: 'Profile menu' }).click();
  await header.getByRole('button', { name: 'Log Out' }).click();
  await loginPageShown(page);
});
