// Account centre shell: the service selector and the session-timeout modal.
import type { Page } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

// Sign-in round trips, lazy chunks and axe runs are slow on a busy 2-core machine: allow time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** Waits (with the longer timeout) for the provider's login page the app redirected to. */
async function loginPageShown(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

test("sam's service selector is disabled (one service)", async ({ page }) => {
  await page.goto('/');
  await loginPageShown(page);
  await signInOnLoginPage(page, 'sam@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome back, Sam' })).toBeVisible();
  const selector = page.getByRole('button', { name: /Service address.*Cabin/ });
  await expect(selector).toBeDisabled();
  await checkPage(page);
});

test("alex's selector lists three services by title and switching changes the dashboard", async ({
  page,
}) => {
  await page.goto('/');
  await loginPageShown(page);
  await signInOnLoginPage(page, 'alex@example.com');
  const hero = page.getByRole('region', { name: 'Welcome back, Alex' });
  await expect(hero).toContainText('Home');

  const selector = page.getByRole('button', { name: /Service address/ });
  await expect(selector).toBeEnabled();
  await selector.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText([
    'HomeS-100200300',
    '480 Canyon View DrS-100200301',
    'S-100200302',
  ]);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await checkPage(page);

  await options.nth(1).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(selector).toBeFocused();
  await expect(hero).toContainText('480 Canyon View Dr');

  // Keyboard: open with ArrowDown, move, pick with Enter.
  await selector.press('ArrowDown');
  await page.getByRole('listbox').press('ArrowDown');
  await page.getByRole('listbox').press('Enter');
  await expect(hero).toContainText('S-100200302');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  // The selection is remembered across a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Welcome back, Alex' })).toContainText(
    'S-100200302',
  );
});

test('the Session Timeout modal appears one hour after sign-in', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await loginPageShown(page);
  await signInOnLoginPage(page, 'sam@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome back, Sam' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.clock.fastForward('01:00:00');
  const dialog = page.getByRole('dialog', { name: 'Session Timeout' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'For your security, your session has timed out. Please log in again.',
  );
  await expect(dialog.getByRole('button')).toHaveText(['Log In']);
  await checkPage(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
