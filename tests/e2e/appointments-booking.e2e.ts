// Rescheduling and booking change the technician calendar, so these tests use this worker's
// private backend (profile-fixtures.ts). They run in order: alex moves his installation, then
// sam (sent to /schedule by the loading route) books the window alex is looking at, and alex's
// late attempt is refused with the windows refreshed.
import type { Page } from '@playwright/test';
import { checkPage, DEMO_PASSWORD, expect, signInOnLoginPage, test } from './profile-fixtures';

/** The chosen day's arrival windows (the picker's second radio group). */
const windowGroup = (page: Page) => page.getByRole('group', { name: /^Arrival window on / });
const windowRadios = (page: Page) => windowGroup(page).getByRole('radio');
const windowLegend = (page: Page) => windowGroup(page).locator('legend');

/** Signs in at `path` and waits for the h1 `heading`. */
async function open(page: Page, path: string, email: string, heading: string) {
  await page.goto(path);
  await signInOnLoginPage(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  });
}

test('alex reschedules the installation; the new window shows after a reload', async ({ page }) => {
  await open(page, '/appointments', 'alex@example.com', 'Appointments');
  const installation = page
    .getByRole('region', { name: 'Upcoming visits' })
    .getByRole('article', { name: /^Installation on / });
  await installation.getByRole('link', { name: /^Reschedule/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reschedule Appointment' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current window' })).toContainText(
    /10:00 AM – 12:00 PM M[SD]T/,
  );

  // First a day (the 14 days after today; days without windows are marked and disabled), then
  // that day's windows; nothing chosen yet is caught before any dialog.
  const days = page.getByRole('group', { name: 'Day', exact: true }).getByRole('radio');
  await expect(days).toHaveCount(14);
  await expect(page.getByRole('radio', { name: /: no windows free$/ }).first()).toBeDisabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Choose an arrival window first.',
  );
  await expect(windowRadios(page).first()).toBeFocused();
  await checkPage(page);
  await page.screenshot({ path: 'test-results/screenshots/picker-1280.png', fullPage: true });

  // Keyboard only: back to the days, the next day with windows, its windows, Continue.
  const firstDay = (await windowLegend(page).textContent()) ?? '';
  await page.keyboard.press('Shift+Tab');
  await expect(days.and(page.locator(':checked'))).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(windowLegend(page)).not.toHaveText(firstDay);
  await page.keyboard.press('Tab');
  await expect(windowRadios(page).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(windowRadios(page).nth(1)).toBeChecked();
  const second = windowRadios(page).nth(1);
  const dayName = ((await windowLegend(page).textContent()) ?? '').replace(
    'Arrival window on ',
    '',
  );
  const label = ((await second.locator('xpath=..').textContent()) ?? '').trim();
  await expect(page.getByText(`Chosen: ${dayName}, ${label}.`)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reschedule this visit?' });
  await expect(dialog).toContainText(dayName);
  await expect(dialog).toContainText(label);
  await checkPage(page);
  await dialog.getByRole('button', { name: 'Reschedule' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Your visit is rescheduled to' });
  await expect(notice).toContainText(dayName);
  await expect(notice).toContainText(label);
  await expect(installation).toContainText(label);
  // Persisted: a reload shows the new window. The page checks run after the reload: leaving
  // the reschedule page can leave the shell's "Loading page" progress bar running (its effect
  // misses the navigation's 'loading' state), and the checks wait for animations to end.
  // Reported to the shell's owner; src/app is not this area's to change.
  await page.reload();
  await expect(installation).toContainText(label, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: `Installation on ${dayName}` })).toBeVisible();
  await checkPage(page);
});

test('a window taken meanwhile is refused (409) and the windows refresh; sam books via /schedule', async ({
  browser,
  privateServer,
}) => {
  const alexContext = await browser.newContext({ baseURL: privateServer.origin });
  const samContext = await browser.newContext({ baseURL: privateServer.origin });
  try {
    const alex = await alexContext.newPage();
    const sam = await samContext.newPage();
    await open(
      alex,
      '/appointments/reschedule/A-7001',
      'alex@example.com',
      'Reschedule Appointment',
    );
    // Sam followed an email link to /schedule: the loading route sends him to his service.
    await open(sam, '/?target=/schedule', 'sam@example.com', 'Scheduling');
    await expect(sam).toHaveURL(/\/schedule\/S-200300400$/);
    await expect(
      sam.getByRole('heading', { name: 'Book your installation for Cabin (S-200300400)' }),
    ).toBeVisible();
    await checkPage(sam);

    // Both look at the same first free window; sam takes it first.
    const wanted = windowRadios(sam).first();
    const value = await wanted.getAttribute('value');
    await wanted.check();
    await sam.getByRole('button', { name: 'Continue' }).click();
    await sam
      .getByRole('dialog', { name: 'Book this installation?' })
      .getByRole('button', { name: 'Book installation' })
      .click();
    await expect(sam.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    await expect(sam.getByText('Your installation is booked for')).toBeVisible();
    await expect(
      sam.getByRole('region', { name: 'Upcoming visits' }).getByRole('article', {
        name: /^Installation on /,
      }),
    ).toContainText('7 Aspen Loop, Park City, UT 84060');
    await sam.reload();
    await expect(
      sam.getByRole('region', { name: 'Upcoming visits' }).getByRole('article', {
        name: /^Installation on /,
      }),
    ).toContainText('Scheduled', { timeout: 15_000 });
    await checkPage(sam);

    // Alex's page still offers it; saving it now is refused and the list refreshes.
    const stale = alex.locator(`input[type="radio"][value="${value}"]`);
    await stale.check();
    await alex.getByRole('button', { name: 'Continue' }).click();
    await alex
      .getByRole('dialog', { name: 'Reschedule this visit?' })
      .getByRole('button', { name: 'Reschedule' })
      .click();
    await expect(alex.getByRole('main').getByRole('alert')).toHaveText(
      'Sorry, that window was just taken by someone else. The list below is up to date: please choose another window.',
    );
    await expect(stale).toHaveCount(0);
    await expect(alex).toHaveURL(/\/appointments\/reschedule\/A-7001$/);
    await checkPage(alex);
  } finally {
    await alexContext.close();
    await samContext.close();
  }
});
