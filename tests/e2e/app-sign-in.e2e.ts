// Account centre: real sign-in through the reference provider, return paths, logout, the
// account problem page and the 404 page.
import type { Page } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

// Sign-in round trips, lazy chunks and axe runs are slow on a busy 2-core machine: allow time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** Waits (with the longer timeout) for the provider's login page the app redirected to. */
async function loginPageShown(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

test('signed out, / goes to the login page; signing in lands on the dashboard and survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await loginPageShown(page);
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await checkPage(page);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
  await checkPage(page);
});

test('a protected page opened signed out is where the user arrives after signing in', async ({
  page,
}) => {
  await page.goto('/billing/history');
  await loginPageShown(page);
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page).toHaveURL(/\/billing\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing History' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Billing');
  await checkPage(page);
});

test('logging out signs out, and protected pages ask to sign in again', async ({ page }) => {
  await page.goto('/dashboard');
  await loginPageShown(page);
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await checkPage(page);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oidc.user:'))),
  ).toEqual([]);

  await page.goto('/documents');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('a wrong password is refused on the login page', async ({ page }) => {
  await page.goto('/dashboard');
  await loginPageShown(page);
  await signInOnLoginPage(page, 'alex@example.com', 'not-the-password');
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await checkPage(page);
});

test('an unknown path shows the 404 message', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('The page "/no-such-page" does not exist.')).toBeVisible();
  await checkPage(page);
});

test('a customer without a contact lands on the account error page and can log out', async ({
  page,
}) => {
  await page.goto('/');
  await loginPageShown(page);
  await signInOnLoginPage(page, 'nocontact@example.com');
  await expect(page).toHaveURL(/\/account-error$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not open your account' }),
  ).toBeVisible();
  await expect(page.getByText('nocontact@example.com', { exact: true })).toBeVisible();
  // In words, with a way to get help: no raw server text or codes (issue 14).
  await expect(page.getByText(/no customer record that matches this email/)).toBeVisible();
  await expect(page.getByText(/syncError|NOCONTACT/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    /\/demo\/support\.html$/,
  );
  await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
  await checkPage(page);

  // The account problem keeps the user on this page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/account-error$/);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
