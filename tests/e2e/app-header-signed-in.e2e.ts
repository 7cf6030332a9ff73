// The embedded <shs-header> of a signed-in customer in the account centre: its commerce calls are
// signed with the account centre's tokens (spec 7.1), so it shows the customer's own cart, and
// it leaves the account centre's 365-day customer cookie alone (spec 9.1).
import { expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const DAY_S = 24 * 60 * 60;

test('alex sees his cart, keeps the 365-day cookie, the Dashboard breadcrumb and the active nav icon', async ({
  page,
}) => {
  const commerceCalls: { authorization?: string; idToken?: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/commerce/'))
      commerceCalls.push({
        authorization: request.headers()['authorization'],
        idToken: request.headers()['x-idtoken'],
      });
  });
  await page.goto('/dashboard');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('region', { name: 'Welcome back, Alex' })).toBeVisible();

  const header = page.locator('shs-header');
  // His primary service's cart holds two items in the seed.
  await expect(header.getByRole('link', { name: 'There are 2 items in your cart' })).toBeVisible();
  expect(commerceCalls.length).toBeGreaterThan(0);
  for (const call of commerceCalls) {
    expect(call.authorization).toMatch(/^Bearer \S+$/);
    expect(call.idToken).toBeTruthy();
  }

  // The account centre wrote the cookie at sign-in; the header, signed in by it, must not have
  // rewritten it with its own 90 days and SameSite=Strict.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'customer-local');
  expect(cookie?.value).toBe('true');
  const daysLeft = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
  expect(daysLeft).toBeGreaterThan(364);
  expect(daysLeft).toBeLessThanOrEqual(365);
  expect(cookie?.sameSite).not.toBe('Strict');

  // Spec 2.1: the breadcrumb Dashboard. Spec 3 nav item icons: the current item shows its
  // active icon, in the side navbar and (below 1025 px) in the header's menu.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText('Dashboard');
  const sideNav = page.getByRole('navigation', { name: 'Account', exact: true });
  await expect(sideNav.getByRole('link', { name: 'Dashboard' }).locator('svg')).toHaveClass(
    /nav-icon--active/,
  );
  await expect(sideNav.getByRole('link', { name: 'Billing' }).locator('svg')).not.toHaveClass(
    /nav-icon--active/,
  );
  await page.setViewportSize({ width: 375, height: 812 });
  await header.getByRole('button', { name: 'Menu', exact: true }).click();
  const hostItems = header.getByRole('navigation', { name: 'This site' });
  await expect(
    hostItems.getByRole('link', { name: 'Dashboard' }).locator('svg path'),
  ).not.toHaveCount(0);
  await expect(hostItems.getByRole('link', { name: 'Dashboard' }).locator('svg')).toHaveClass(
    /nav-icon--active/,
  );
  await expect(hostItems.getByRole('link', { name: 'Billing' }).locator('svg')).toHaveClass(
    /^nav-icon$/,
  );
});
