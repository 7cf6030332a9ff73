// Appointments as alex sees them on the shared server (read-only): the upcoming installation
// with its arrival window in Mountain Time and its three-device work order, the past service
// visit, the .ics download, another service's empty state, "not found" for past or unknown
// reschedule ids, /schedule for a service that already has its installation, and the area's code loading only when it is visited.
import { readFile } from 'node:fs/promises';
import { checkPage, DEMO_PASSWORD, expect, signInOnLoginPage, test } from './fixtures';

test('alex sees upcoming and past visits, downloads the .ics, and past ids are not found', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await signInOnLoginPage(page, 'alex@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 15_000,
  });

  // Lazily loaded: opening Appointments fetches a chunk the dashboard did not need.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Appointments' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  expect(scripts.some((url) => /\/assets\/pages-[\w-]+\.js$/.test(url))).toBe(true);

  const upcoming = page.getByRole('region', { name: 'Upcoming visits' });
  const installation = upcoming.getByRole('article', { name: /^Installation on / });
  await expect(installation).toContainText('Scheduled');
  await expect(installation).toContainText(/10:00 AM – 12:00 PM M[SD]T/);
  await expect(installation).toContainText('Mountain Time (America/Denver)');
  await expect(installation).toContainText('12 Elm St, Provo, UT 84601');
  await expect(installation).toContainText('Please have someone 18 or older at home.');
  await expect(installation.getByRole('list', { name: 'Equipment of WO-7001' })).toHaveText(
    /Doorbell camera\s*Smart lock\s*Glass-break sensor/,
  );
  await expect(
    installation.getByRole('list', { name: 'Equipment of WO-7001' }).getByRole('listitem'),
  ).toHaveCount(3);

  const past = page.getByRole('region', { name: 'Past visits' });
  const service = past.getByRole('article', { name: /^Service visit on / });
  await expect(service).toContainText('Completed');
  await expect(service).toContainText('Replaced the front door sensor battery');
  await expect(service.getByRole('link', { name: /Reschedule/ })).toHaveCount(0);
  await checkPage(page);

  // Add to calendar: an iCalendar file with the window in Denver wall-clock time.
  const downloading = page.waitForEvent('download');
  await installation.getByRole('button', { name: /^Add to calendar/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('appointment-A-7001.ics');
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toMatch(/\r\nDTSTART;TZID=America\/Denver:\d{8}T100000\r\n/);
  expect(ics).toMatch(/\r\nDTEND;TZID=America\/Denver:\d{8}T120000\r\n/);
  expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Denver');
  expect(ics).toContain('LOCATION:12 Elm St\\, Provo\\, UT 84601');

  // Another service: its own (empty) lists, saying what to expect.
  await page.getByRole('button', { name: /Service address/ }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /480 Canyon View Dr/ })
    .click();
  await expect(upcoming).toContainText('No upcoming visits for this service.');
  await expect(past).toContainText('No past visits for this service yet.');
  await checkPage(page);

  // Scheduling a first installation for a service that already has one says so.
  await page.goto('/schedule/S-100200300');
  await expect(
    page.getByText(
      'S-100200300 already has an installation visit. See Appointments to reschedule it.',
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Go to Appointments' })).toBeVisible();
  await checkPage(page);

  // A past visit, or an id that does not exist, cannot be rescheduled: a clear "not found".
  for (const id of ['A-6001', 'A-0000']) {
    await page.goto(`/appointments/reschedule/${id}`);
    await expect(
      page.getByText('We could not find an upcoming visit with this reference.'),
    ).toBeVisible({ timeout: 15_000 });
    await checkPage(page);
  }
});
