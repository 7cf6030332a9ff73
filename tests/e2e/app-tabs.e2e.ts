// Account centre across browser tabs: one session shared by every tab, one sign-out for all.
import type { Page } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

async function loginPageShown(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

test('a second tab shares the sign-in, and logging out in one tab signs out the other', async ({
  page,
  context,
}) => {
  await page.goto('/dashboard');
  await loginPageShown(page);
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/documents');
  await expect(second.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await checkPage(second);

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await loginPageShown(page);

  // The other tab hears the sign-out: it forgets the customer and says so.
  await expect(second.getByText('You are not logged in.', { exact: true })).toBeVisible();
  await expect(second.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
  await expect(second.getByText('Welcome back, Alex')).toHaveCount(0);
  await checkPage(second);
  await second.getByRole('link', { name: 'Log In' }).click();
  await loginPageShown(second);
  await second.close();
});
