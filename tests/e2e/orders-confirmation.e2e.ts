// Order and sale confirmation change data, so they use this worker's private backend
// (profile-fixtures.ts). Each failure message is produced by making the real call fail once.
import type { Page } from '@playwright/test';
import { checkPage, DEMO_PASSWORD, expect, signInOnLoginPage, test } from './profile-fixtures';

/** The next `method` call to `path` answers 500 once; the one after reaches the server. */
async function failOnce(page: Page, path: string, method: 'GET' | 'POST') {
  let failed = false;
  await page.route(`**/api/account${path}?**`, async (route) => {
    if (!failed && route.request().method() === method) {
      failed = true;
      await route.fulfill({ status: 500, json: { message: 'Service unavailable.' } });
      return;
    }
    await route.fallback();
  });
}

test('alex confirms order O-5001 and accepts sale O-5002, through failures and a wrong name', async ({
  page,
}) => {
  // Order Confirmation: the first GET fails, "Try again" loads it.
  await failOnce(page, '/order-confirmation', 'GET');
  await page.goto('/order/O-5001/web');
  await signInOnLoginPage(page, 'alex@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Failed to get order');
  await checkPage(page);
  await page.getByRole('button', { name: 'Try again' }).click();

  const items = page.getByRole('table', { name: 'Items in order O-5001' });
  await expect(items.getByRole('row', { name: /Outdoor camera/ })).toContainText('$398.00');
  await expect(items.getByRole('row', { name: /Total/ })).toContainText('$547.00');
  await expect(items.getByRole('row', { name: /Total/ })).toContainText('$49.98 a month');
  await expect(page.getByText('Status: Waiting for your confirmation')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Installation visit' })).toContainText(
    'No installation visit is booked for this order yet.',
  );
  await expect(page.getByRole('region', { name: 'Terms' })).toContainText('cancelled with 30 days');
  await checkPage(page);

  // The first POST fails: 'Failed to save order' with a retry; the retry confirms it.
  await failOnce(page, '/order-confirmation', 'POST');
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Failed to save order');
  await checkPage(page);
  await page
    .getByRole('main')
    .getByRole('alert')
    .getByRole('button', { name: 'Try again' })
    .click();
  await expect(page.getByText('Thank you. Order O-5001 is confirmed.')).toBeVisible();
  await expect(page.getByText(/^Status: Confirmed on \w+day, /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm order' })).toHaveCount(0);
  // Now the installation can be booked for that service, right from the confirmation too.
  await expect(
    page.getByRole('link', { name: 'Book your installation', exact: true }),
  ).toHaveAttribute('href', '/schedule/S-100200301');
  await expect(page.getByRole('link', { name: 'Book your installation now' })).toHaveAttribute(
    'href',
    '/schedule/S-100200301',
  );

  // Confirmed after a reload.
  await page.reload();
  await expect(page.getByText(/^Status: Confirmed on /)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Confirm order' })).toHaveCount(0);
  await checkPage(page);

  // Sale Confirmation: GET fails once, then the agreement.
  await failOnce(page, '/confirmation', 'GET');
  await page.goto('/sales/order/O-5002');
  await expect(page.getByRole('heading', { level: 1, name: 'Sale Confirmation' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Failed to get order');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Prepared by Morgan Diaz')).toBeVisible();
  await expect(page.getByText('Smart Home Security Protection Plan')).toBeVisible();
  await expect(page.getByText('$44.99 a month')).toBeVisible();
  await expect(page.getByText('36 months')).toBeVisible();
  await checkPage(page);

  // Nothing filled in, then a name that is not the account holder's: clear messages.
  const name = page.getByRole('textbox', { name: 'Your full name' });
  const accept = page.getByRole('button', { name: 'Accept agreement' });
  await accept.click();
  await expect(page.getByText('Type your full name to accept the agreement.')).toBeVisible();
  await expect(name).toBeFocused();
  await name.fill('Sam Chen');
  await accept.click();
  await expect(
    page.getByText('The name you typed does not match the account holder’s name.'),
  ).toBeVisible();
  await name.fill('alex rivera');
  await accept.click();
  await expect(page.getByText('Tick the box to accept the agreement.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toBeFocused();
  await checkPage(page);

  // The POST fails once: the typed name and the tick stay, the retry accepts.
  await page.getByRole('checkbox', { name: /I have read this agreement/ }).check();
  await failOnce(page, '/confirmation', 'POST');
  await accept.click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Failed to save order');
  await expect(name).toHaveValue('alex rivera');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await page
    .getByRole('main')
    .getByRole('alert')
    .getByRole('button', { name: 'Try again' })
    .click();
  await expect(
    page.getByText('Thank you. The agreement for order O-5002 is accepted.'),
  ).toBeVisible();
  await expect(page.getByText(/^Status: Accepted by alex rivera on /)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Status: Accepted by alex rivera on /)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Accept agreement' })).toHaveCount(0);
  await checkPage(page);
});

test("another customer's order and sale ids are not found", async ({ page }) => {
  await page.goto('/order/O-5001/web');
  await signInOnLoginPage(page, 'sam@example.com', DEMO_PASSWORD);
  await expect(page.getByText('We could not find order O-5001 on your account.')).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page);
  await page.goto('/sales/order/O-5002');
  await expect(page.getByText('We could not find order O-5002 on your account.')).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page);
});
