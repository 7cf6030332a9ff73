// Account Access Activity lists the test's own sign-ins, newest first, failures included.
// Private backend (profile-fixtures.ts), so the counts are this worker's own.
import { checkPage, expect, signInOnLoginPage, test } from './profile-fixtures';

test("access activity lists this test's own sign-in, newest first, with the failed attempt before it", async ({
  page,
}) => {
  await page.goto('/profile/access-activity');
  await signInOnLoginPage(page, 'sam@example.com', 'Not-the-pass-1');
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await page.getByLabel('Password').fill('Demo-pass-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Account Access Activity' }),
  ).toBeVisible({ timeout: 15_000 });

  const table = page.getByRole('table', {
    name: 'Sign-ins and security changes of your account, newest first.',
  });
  const rows = table.getByRole('row');
  // Header row, then the newest attempt: this sign-in, then the wrong password just before it.
  await expect(rows.nth(1)).toContainText('Successful');
  await expect(rows.nth(1)).toContainText('Not used');
  await expect(rows.nth(1)).toContainText(/Chrom/);
  await expect(rows.nth(2)).toContainText('Failed');
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());
  await expect(rows.nth(1).getByRole('rowheader')).toContainText(today);
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  await checkPage(page);
});
