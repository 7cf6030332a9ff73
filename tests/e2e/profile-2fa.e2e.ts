// Two-factor authentication with real TOTP: set up with the code an authenticator app would
// show (computed here with otplib from the otpauth URL the page shows as text) and the current
// password, keep the recovery codes shown once, sign in with one of them (a wrong code is
// refused; the code that turned 2FA on could not be used again), then turn it off again with the
// password. Private backend (profile-fixtures.ts).
import {
  checkPage,
  DEMO_PASSWORD,
  expect,
  openSignedIn,
  signInOnLoginPage,
  signOut,
  test,
  totpFor,
} from './profile-fixtures';

test('turning 2FA on with an authenticator code, signing in with a code, and turning it off', async ({
  page,
}) => {
  // Three sign-ins and two set-up round trips: longer than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await openSignedIn(page, '/profile/2fa', 'alex@example.com', 'Two-factor Authentication');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const qr = page.getByRole('img', { name: 'QR code for setting up your authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const accountUrl = (await page.getByTestId('mfa-account-url').textContent()) ?? '';
  expect(accountUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  await checkPage(page);

  // Client-side check, then a wrong code from the server, and the typed code stays.
  const code = page.getByRole('textbox', { name: '6-digit code' });
  await code.fill('12345');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  const wrong = totpFor(accountUrl) === '000000' ? '111111' : '000000';
  const currentPassword = page.getByLabel('Current password');
  await currentPassword.fill(DEMO_PASSWORD);
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText(/^Failed to turn on two-factor authentication\./)).toBeVisible();
  await expect(code).toHaveValue(wrong);
  await checkPage(page);

  // Step-up: the current password is checked too.
  await currentPassword.fill('not-my-password');
  await code.fill(totpFor(accountUrl));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Invalid current password.')).toBeVisible();
  await currentPassword.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  // Ten recovery codes, shown once, with copy and download.
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = ((await codes.first().textContent()) ?? '').trim();
  expect(recoveryCode).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByRole('button', { name: 'Copy codes' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('smart-home-security-recovery-codes.txt');
  await checkPage(page);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
  await expect(page.getByText('You have 10 unused recovery codes.')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Turn off two-factor authentication' }),
  ).toBeVisible();
  await checkPage(page);

  // The provider now asks for a code after the password; a wrong one is refused.
  await signOut(page);
  await page.goto('/profile/2fa');
  await signInOnLoginPage(page, 'alex@example.com');
  const codeField = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(codeField).toBeVisible();
  await checkPage(page);
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText(
      'That code is not right. Enter the current 6-digit code from your authenticator app.',
    ),
  ).toBeVisible();
  // A recovery code works in place of the authenticator code.
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Two-factor Authentication' }),
  ).toBeVisible({
    timeout: 15_000,
  });

  // The overview agrees, then turn it off (disable, delete) and it stays off after a reload.
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Security' })).toContainText('On');
  await page.goto('/profile/2fa');
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor authentication?' });
  await expect(dialog).toBeVisible();
  await checkPage(page);
  await expect(page.getByText('You have 9 unused recovery codes.')).toBeVisible();
  // Without the password the dialog stays open and asks for it.
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog.getByText('Enter your current password.')).toBeVisible();
  await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Set up two-factor authentication' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Set up two-factor authentication' }),
  ).toBeVisible();
  await checkPage(page);

  // Signing in asks for the password only again.
  await signOut(page);
  await page.goto('/profile');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile & Security' })).toBeVisible({
    timeout: 15_000,
  });
});
