// Issue 24: "Needs your attention" on alex's dashboard lists what needs action on every one of
// his services, and each link lands on the page that resolves it with that service selected.
// At 375 px the amount due and the list are on the first screen. Read-only: the shared server.
import type { Page } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const SHOTS = 'test-results/screenshots';

async function signInToDashboard(page: Page) {
  await page.goto('/dashboard');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
}

const attention = (page: Page) => page.getByRole('region', { name: 'Needs your attention' });
const selector = (page: Page) => page.getByRole('button', { name: /Service address/ });
const selectedService = (page: Page) =>
  page.evaluate(() => localStorage.getItem('shs.currentServiceName'));

test("alex's attention list: each item lands on the page that resolves it, with its service", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToDashboard(page);
  const list = attention(page);
  const overdue = list.getByRole('listitem').filter({ hasText: '$129.98 overdue' });
  await expect(overdue).toContainText('480 Canyon View Dr');
  await expect(overdue).toContainText('Was due Nov 5, 2026.');
  // Most urgent first: the overdue bill of another service heads the list.
  await expect(list.getByRole('listitem').first()).toContainText('$129.98 overdue');
  await expect(list).toContainText('Order O-5001 is waiting for your confirmation');
  await expect(list).toContainText('Agreement O-5002 is waiting for your acceptance');
  await expect(list).toContainText('Mastercard ending 4444 has expired');
  await expect(list).toContainText('Installation coming up');
  // The navbar counts what needs action in billing (the bills and the expired card).
  await expect(
    page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Billing', exact: true }),
  ).toHaveAccessibleDescription(/^\d+ needs? your attention$/);
  await checkPage(page);
  await page.screenshot({ path: `${SHOTS}/attention-dashboard-1280.png`, fullPage: true });

  // The overdue bill: Make a Payment, for 480 Canyon View Dr.
  await list.getByRole('link', { name: 'Pay now $129.98 for 480 Canyon View Dr' }).click();
  await expect(page).toHaveURL(/\/billing\/payment$/);
  await expect(selector(page)).toContainText('480 Canyon View Dr');
  await expect(page.getByRole('main')).toContainText('$129.98');
  await checkPage(page);

  // Order O-5001, on the Orem service.
  await page.goto('/dashboard');
  await attention(page).getByRole('link', { name: 'Review and confirm order O-5001' }).click();
  await expect(page).toHaveURL(/\/order\/O-5001\/web$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm order' })).toBeVisible();
  expect(await selectedService(page)).toBe('S-100200301');
  await checkPage(page);

  // Sale O-5002, on the Home service.
  await page.goto('/dashboard');
  await attention(page).getByRole('link', { name: 'Review and accept agreement O-5002' }).click();
  await expect(page).toHaveURL(/\/sales\/order\/O-5002$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sale Confirmation' })).toBeVisible();
  expect(await selectedService(page)).toBe('S-100200300');
  await checkPage(page);

  // The expired card: the cards of the Home service.
  await page.goto('/dashboard');
  await attention(page).getByRole('link', { name: 'Update cards of Home' }).click();
  await expect(page).toHaveURL(/\/billing\/manage$/);
  await expect(selector(page)).toContainText('Home');
  await expect(page.getByRole('main')).toContainText('4444');
  await checkPage(page);

  // The visit coming up: Appointments of the Home service.
  await page.goto('/dashboard');
  await attention(page).getByRole('link', { name: 'View installation for Home' }).click();
  await expect(page).toHaveURL(/\/appointments$/);
  await expect(page).toHaveTitle('Appointments · Account Centre');
  await expect(page.getByRole('main')).toContainText('Technician visits for S-100200300');
  await checkPage(page);
});

test('at 375 px the amount due and the attention list are on the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signInToDashboard(page);
  const amount = page.getByRole('region', { name: 'Your bill' }).getByText('$84.97');
  await expect(amount).toBeInViewport();
  await expect(
    attention(page).getByRole('heading', { name: 'Needs your attention' }),
  ).toBeInViewport();
  await checkPage(page);
  await page.screenshot({ path: `${SHOTS}/attention-dashboard-375.png` });
  await page.screenshot({ path: `${SHOTS}/attention-dashboard-375-full.png`, fullPage: true });
});

test('at 200 % zoom (1280 x 800 seen as 640 x 400) the amount due and the list lead', async ({
  page,
}) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await signInToDashboard(page);
  await expect(
    page.getByRole('region', { name: 'Your bill' }).getByText('$84.97'),
  ).toBeInViewport();
  await expect(
    attention(page).getByRole('heading', { name: 'Needs your attention' }),
  ).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/attention-dashboard-zoom200.png` });
});

test('document titles name the page', async ({ page }) => {
  await signInToDashboard(page);
  await expect(page).toHaveTitle('Dashboard · Account Centre');
  for (const [path, title] of [
    ['/billing', 'Billing · Account Centre'],
    ['/appointments', 'Appointments · Account Centre'],
    ['/profile', 'Profile & Security · Account Centre'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});
