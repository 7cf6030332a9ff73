// Issue 24: alex confirms order O-5001 and books its installation in one step from the
// confirmation; until it is booked, the dashboard's attention list and Appointments both offer
// the booking. Changes data, so it runs on a private backend of its own (profile-fixtures.ts).
import type { Page } from '@playwright/test';
import {
  checkPage,
  DEMO_PASSWORD,
  expect,
  journeyTest as test,
  signInOnLoginPage,
} from './profile-fixtures';

test.setTimeout(120_000);

const SHOTS = 'test-results/screenshots';
const attention = (page: Page) => page.getByRole('region', { name: 'Needs your attention' });
const scheduleHeading = (page: Page) =>
  page.getByRole('heading', {
    name: 'Book your installation for 480 Canyon View Dr (S-100200301)',
  });

test('confirm O-5001, then book its installation in one step; the list and Appointments offer it meanwhile', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await signInOnLoginPage(page, 'alex@example.com', DEMO_PASSWORD);
  await attention(page)
    .getByRole('link', { name: 'Review and confirm order O-5001' })
    .click({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Confirm order' }).click();
  const success = page
    .getByRole('status')
    .filter({ hasText: 'Thank you. Order O-5001 is confirmed.' });
  const bookNow = success.getByRole('link', { name: 'Book your installation now' });
  await expect(bookNow).toHaveAttribute('href', '/schedule/S-100200301');
  await checkPage(page);

  // Until it is booked: the attention list and Appointments (480 Canyon View Dr) offer it.
  await page.goto('/dashboard');
  const toBook = attention(page)
    .getByRole('listitem')
    .filter({ hasText: 'Book your installation' });
  await expect(toBook).toContainText('480 Canyon View Dr');
  await expect(attention(page)).not.toContainText('Order O-5001 is waiting');
  await toBook.getByRole('link', { name: 'Book installation for 480 Canyon View Dr' }).click();
  await expect(scheduleHeading(page)).toBeVisible();
  await page.goto('/appointments');
  await expect(page.getByRole('main')).toContainText('Technician visits for S-100200301');
  const offer = page.getByRole('region', { name: 'Book your installation' });
  await expect(offer).toContainText('Order O-5001 is confirmed');
  await checkPage(page);
  await offer.getByRole('link', { name: 'Choose a time' }).click();
  await expect(scheduleHeading(page)).toBeVisible();

  // The one step from the confirmation page: back there, Book your installation, then book.
  await page.goto('/order/O-5001/web');
  await page
    .getByRole('region', { name: 'Installation visit' })
    .getByRole('link', { name: 'Book your installation' })
    .click();
  await expect(scheduleHeading(page)).toBeVisible();
  const windows = page.getByRole('group', { name: /^Arrival window on / }).getByRole('radio');
  await windows.first().check();
  const label = ((await windows.first().locator('xpath=..').textContent()) ?? '').trim();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeInViewport();
  await checkPage(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Book this installation?' })
    .getByRole('button', { name: 'Book installation' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await expect(page.getByText('Your installation is booked for')).toContainText(label);
  await expect(page.getByRole('region', { name: 'Book your installation' })).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Upcoming visits' })
      .getByRole('article', { name: /^Installation on / }),
  ).toContainText('480 Canyon View Dr');
  await checkPage(page);

  // The dashboard now lists the visit coming up instead of the booking.
  await page.goto('/dashboard');
  const coming = attention(page)
    .getByRole('listitem')
    .filter({ hasText: 'Installation coming up' })
    .filter({ hasText: '480 Canyon View Dr' });
  await expect(coming).toBeVisible();
  await expect(attention(page)).not.toContainText('Book your installation');
});

test('the picker at 375 px: Continue stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/appointments/reschedule/A-7001');
  await signInOnLoginPage(page, 'alex@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Reschedule Appointment' })).toBeVisible(
    { timeout: 15_000 },
  );
  const windows = page.getByRole('group', { name: /^Arrival window on / }).getByRole('radio');
  await windows.first().check();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeInViewport();
  await checkPage(page);
  await page.screenshot({ path: `${SHOTS}/picker-375.png` });
  await page.screenshot({ path: `${SHOTS}/picker-375-full.png`, fullPage: true });
});
