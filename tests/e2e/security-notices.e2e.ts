// Security notices in the mail outbox (issue 25): a sign-in from a browser and OS the account has
// not used before, and a changed password, each mail the account's address with what happened,
// when in Denver time, from which device and what to do if it was not the customer; Access
// Activity lists the change. Private backend per worker (profile-fixtures.ts).
import {
  checkPage,
  DEMO_PASSWORD,
  expect,
  openSignedIn,
  signInOnLoginPage,
  test,
} from './profile-fixtures';

const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

test('a sign-in from a new browser and OS mails a new-device notice', async ({
  page,
  browser,
  baseURL,
}) => {
  // This browser first, so the account has a device it knows.
  await openSignedIn(page, '/profile', 'alex@example.com', 'Profile & Security');

  const other = await browser.newContext({ userAgent: FIREFOX_MAC, baseURL });
  try {
    const firefox = await other.newPage();
    await firefox.goto('/profile');
    await signInOnLoginPage(firefox, 'alex@example.com');
    await expect(
      firefox.getByRole('heading', { level: 1, name: 'Profile & Security' }),
    ).toBeVisible({ timeout: 15_000 });
  } finally {
    await other.close();
  }

  await page.goto('/demo/mail/?to=alex%40example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  // Only this test signs in with this Firefox; the worker's backend may have seen alex on other
  // browsers before (other files' tests), each with a notice of its own.
  const notice = page
    .getByRole('listitem')
    .filter({ hasText: 'New sign-in to your Smart Home Security account' })
    .filter({ hasText: 'Device: Firefox 128 on macOS 14' });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(
    'Your account was signed in to from a browser and device it had not used before.',
  );
  await expect(notice).toContainText(
    /When: \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M M[SD]T, Mountain Time \(America\/Denver\)/,
  );
  await expect(notice).toContainText('Device: Firefox 128 on macOS 14');
  await expect(notice).toContainText('If this was not you, change your password now');
  await checkPage(page);
});

test('changing the password mails a notice and Access Activity lists the change', async ({
  page,
}, testInfo) => {
  const newPassword = 'Notice-pass-42';
  await openSignedIn(page, '/profile/change-password', 'sam@example.com', 'Change Password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/demo/mail/?to=sam%40example.com');
  const notice = page
    .getByRole('listitem')
    .filter({ hasText: 'Your Smart Home Security password was changed' })
    .first();
  await expect(notice).toContainText(
    'The password of your account was changed. Other devices were signed out.',
  );
  await expect(notice).toContainText('Mountain Time (America/Denver)');
  await expect(notice).toContainText(/Device: Chrome( Headless)? \d+ on Linux/);
  await expect(notice).toContainText(
    'If this was not you, someone else may have your account: use "Forgot password?" on the sign-in page at once',
  );
  await checkPage(page);

  await page.goto('/profile/access-activity');
  const table = page.getByRole('table', {
    name: 'Sign-ins and security changes of your account, newest first.',
  });
  await expect(table.getByRole('row').nth(1)).toContainText('Password changed');
  await expect(table.getByRole('row').nth(1)).toContainText('Not applicable');
  await checkPage(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({
      path: testInfo.outputPath(`access-activity-${width}.png`),
      fullPage: true,
    });
  }

  // Put the demo password back for the next tests of this worker.
  await page.goto('/profile/change-password');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(DEMO_PASSWORD);
  await page
    .getByRole('textbox', { name: 'Confirm new password', exact: true })
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
