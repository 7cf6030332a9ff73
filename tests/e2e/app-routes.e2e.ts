// Account centre: every page of the route table is reachable and renders its title.
import type { Page } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

// Sign-in round trips, lazy chunks and axe runs are slow on a busy 2-core machine: allow time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** Waits (with the longer timeout) for the provider's login page the app redirected to. */
async function loginPageShown(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

const NAVBAR: [link: string, path: string, heading: string][] = [
  ['Dashboard', '/dashboard', 'Dashboard'],
  ['Billing', '/billing', 'Billing'],
  ['Documents', '/documents', 'Documents'],
  ['Purchase History', '/purchase-history', 'Purchase History'],
  ['Appointments', '/appointments', 'Appointments'],
  ['Profile & Security', '/profile', 'Profile & Security'],
  ['Refer a Friend', '/refer-a-friend', 'Refer a Friend'],
  ['My Smart Home', '/smart-home', 'My Smart Home'],
  ['Communications', '/communications', 'Communications'],
];

const BY_URL: [path: string, heading: string][] = [
  ['/billing/payment', 'Make a Payment'],
  ['/billing/manage', 'Saved Payment Methods'],
  ['/billing/history', 'Billing History'],
  ['/billing/transactions', 'Transaction History'],
  ['/billing/autopay', 'Autopay'],
  ['/billing/subscription/playback-dvr', 'Subscriptions'],
  ['/billing/update-billing-address', 'Billing Address'],
  ['/billing/paperless-billing', 'Paperless Billing'],
  ['/appointments/reschedule/apt-1', 'Reschedule Appointment'],
  ['/profile/edit-email', 'Edit Email'],
  ['/profile/edit-mobile-number', 'Edit Mobile Number'],
  ['/profile/change-password', 'Change Password'],
  ['/profile/update-verbal-password', 'Update Verbal Password'],
  ['/profile/emergency-contacts', 'Emergency Contacts'],
  ['/profile/2fa', 'Two-factor Authentication'],
  ['/profile/access-activity', 'Account Access Activity'],
  ['/schedule/S-100200300', 'Scheduling'],
  ['/order/O-1/web', 'Order Confirmation'],
  ['/sales/order/O-1', 'Sale Confirmation'],
];

const REDIRECTS: [from: string, to: RegExp][] = [
  ['/overview', /\/dashboard$/],
  ['/overview/S-100200300', /\/dashboard$/],
  ['/subscription/playback-dvr', /\/billing\/subscription\/playback-dvr$/],
  ['/account/S-100200300', /\/profile$/],
  ['/?target=/schedule', /\/schedule\/S-100200300$/],
];

const ERRORS: [path: string, text: string][] = [
  ['/401', 'You do not have permission to view this page'],
  ['/403', 'Your request has been denied'],
  ['/503', 'Missing/Invalid configuration'],
  ['/error?state=auth_guard_login', 'You are not logged in.'],
  ['/404', 'The page you requested does not exist.'],
];

test('every navbar page renders its title, with the link marked current', async ({ page }) => {
  await page.goto('/');
  await loginPageShown(page);
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Account' });
  for (const [link, path, heading] of NAVBAR) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await checkPage(page);
  }
});

/** Signs alex in from `/`, landing on the dashboard. */
async function signInAsAlex(page: Page) {
  await page.goto('/');
  await loginPageShown(page);
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
}

// One test per area rather than one for the whole table: each page gets two axe passes (its
// scheme and the other's contrast), and 19 pages in one test outran two minutes on a busy
// 2-core CI machine. Split, the areas also run on both workers.
const AREAS = ['/billing', '/profile', '/'] as const;
for (const area of AREAS) {
  const pages = BY_URL.filter(([path]) =>
    area === '/' ? !AREAS.some((a) => a !== '/' && path.startsWith(a)) : path.startsWith(area),
  );
  test(`every other ${area === '/' ? '' : `${area.slice(1)} `}page of the table works by URL`, async ({
    page,
  }) => {
    await signInAsAlex(page);
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      await checkPage(page);
    }
  });
}

test('every redirect and error route of the table works by URL', async ({ page }) => {
  await signInAsAlex(page);
  for (const [from, to] of REDIRECTS) {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  for (const [path, text] of ERRORS) {
    await page.goto(path);
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await checkPage(page);
  }
});

test('the built page has no inline script or style', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
  expect(html).not.toMatch(/<style[\s>]/i);
  expect(html).not.toMatch(/\sstyle="/i);
});
