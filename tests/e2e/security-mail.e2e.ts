// Mail flows through the reference backend's outbox at /demo/mail/ (issue 14): confirming a
// changed email with the code mailed to it, and "Forgot password?" from the sign-in page to a
// new password. Private backend per worker (profile-fixtures.ts): these change sam's account.
import {
  checkPage,
  DEMO_PASSWORD,
  expect,
  openSignedIn,
  signInOnLoginPage,
  signOut,
  test,
} from './profile-fixtures';

test('an email change is confirmed with the code mailed to the new address', async ({ page }) => {
  await openSignedIn(page, '/profile/edit-email', 'sam@example.com', 'Edit Email');
  await page.getByLabel('New email address').fill('sam.new@example.com');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Your email address has been updated\./)).toBeVisible();

  await page.goto('/profile/edit-email');
  const confirm = page.getByRole('region', { name: 'Confirm your email change' });
  await expect(confirm).toContainText('We sent a 6-digit code to sam.new@example.com.');
  await checkPage(page);

  // Read the mail like a developer would.
  await page.goto('/demo/mail/?to=sam.new%40example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  await checkPage(page);
  const mail = page.getByRole('listitem').filter({ hasText: 'Confirm your new email address' });
  const code = /\b(\d{6})\b/.exec((await mail.first().textContent()) ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  await page.goto('/profile/edit-email');
  await confirm.getByLabel('Confirmation code').fill(code === '000000' ? '111111' : '000000');
  await confirm.getByRole('button', { name: 'Confirm email' }).click();
  await expect(confirm.getByText(/^Failed to confirm your email address\./)).toBeVisible();
  await confirm.getByLabel('Confirmation code').fill(code);
  await confirm.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await checkPage(page);

  // Back to the seeded address for the other tests of this worker.
  await page.getByLabel('New email address').fill('sam@example.com');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Your email address has been updated\./)).toBeVisible();
});

test('forgot password: a mailed link sets a new password that signs in', async ({
  page,
  privateServer,
}) => {
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await checkPage(page);
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link');
  await checkPage(page);

  const messages = (await (
    await fetch(`${privateServer.origin}/demo/mail/api/messages?to=sam%40example.com`)
  ).json()) as { subject: string; body: string }[];
  const reset = messages.find((message) => message.subject.startsWith('Reset your'));
  const link = /(http\S+password-reset\?token=\S+)/.exec(reset?.body ?? '')?.[1] ?? '';
  expect(link).toBeTruthy();

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await checkPage(page);
  await page.getByLabel('New password', { exact: true }).fill('Reset-pass-7');
  await page.getByLabel('New password again').fill('Reset-pass-7');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');
  await checkPage(page);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('has expired or has already been used');

  await openSignedIn(page, '/profile', 'sam@example.com', 'Profile & Security', 'Reset-pass-7');
  // Put the seeded password back.
  await page.goto('/profile/change-password');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('Reset-pass-7');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(DEMO_PASSWORD);
  await page
    .getByRole('textbox', { name: 'Confirm new password', exact: true })
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();
  await signOut(page);
  await page.goto('/profile');
  await signInOnLoginPage(page, 'sam@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile & Security' })).toBeVisible({
    timeout: 15_000,
  });
});
