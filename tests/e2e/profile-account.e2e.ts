// Profile & Security: the overview, email and mobile changes (with the wrong-password case), and
// a password change that works at the next sign-in. Runs on this worker's private backend
// (profile-fixtures.ts) and puts every change back before it ends.
import {
  checkPage,
  DEMO_PASSWORD,
  expect,
  openSignedIn,
  signInOnLoginPage,
  signOut,
  test,
} from './profile-fixtures';

test('the overview shows name, email, mobile, security and service addresses; each child page opens from it', async ({
  page,
}) => {
  await openSignedIn(page, '/profile', 'sam@example.com', 'Profile & Security');
  const personal = page.getByRole('region', { name: 'Personal information' });
  await expect(personal).toContainText('Sam Chen');
  await expect(personal).toContainText('sam@example.com');
  await expect(personal).toContainText('(385) 555-0199');
  const services = page.getByRole('region', { name: 'Service addresses' });
  await expect(services.getByRole('heading', { name: 'Cabin' })).toBeVisible();
  await expect(services).toContainText('7 Aspen Loop');
  await expect(services).toContainText('Park City, UT 84060');
  await expect(page.getByRole('region', { name: 'Security' })).toContainText('Off');
  await checkPage(page);

  const children: [string, string][] = [
    ['Edit email', 'Edit Email'],
    ['Edit mobile number', 'Edit Mobile Number'],
    ['Change password', 'Change Password'],
    ['Manage two-factor authentication', 'Two-factor Authentication'],
    ['Manage emergency contacts', 'Emergency Contacts'],
    ['View account access activity', 'Account Access Activity'],
  ];
  for (const [link, heading] of children) {
    await page.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await checkPage(page);
    await page.getByRole('link', { name: 'Back to Profile & Security' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile & Security' })).toBeVisible();
  }
});

test('every profile page opens by URL, and /account/{serviceName} redirects to the overview', async ({
  page,
}) => {
  await openSignedIn(page, '/account/S-200300400', 'sam@example.com', 'Profile & Security');
  await expect(page).toHaveURL(/\/profile$/);
  await checkPage(page);
  const pages: [string, string][] = [
    ['/profile/edit-email', 'Edit Email'],
    ['/profile/edit-mobile-number', 'Edit Mobile Number'],
    ['/profile/change-password', 'Change Password'],
    ['/profile/update-verbal-password', 'Update Verbal Password'],
    ['/profile/emergency-contacts', 'Emergency Contacts'],
    ['/profile/2fa', 'Two-factor Authentication'],
    ['/profile/access-activity', 'Account Access Activity'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await checkPage(page);
  }
});

test('a wrong current password shows the message and keeps what was typed; bad input is caught first', async ({
  page,
}) => {
  await openSignedIn(page, '/profile/edit-email', 'sam@example.com', 'Edit Email');
  const email = page.getByLabel('New email address');
  const password = page.getByRole('textbox', { name: 'Current password', exact: true });

  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await expect(page.getByText('Enter your current password.')).toBeVisible();
  await expect(email).toBeFocused();
  await checkPage(page);

  await email.fill('sam.chen@example.com');
  await password.fill('Wrong-pass-9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid current password.', { exact: true })).toBeVisible();
  await expect(email).toHaveValue('sam.chen@example.com');
  await expect(password).toHaveValue('Wrong-pass-9');
  await expect(page).toHaveURL(/\/profile\/edit-email$/);
  await checkPage(page);
});

test('changing the email persists (reload, next sign-in) and changes back', async ({ page }) => {
  await openSignedIn(page, '/profile/edit-email', 'sam@example.com', 'Edit Email');
  await page.getByLabel('New email address').fill('sam.chen@example.com');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your email address has been updated.' }),
  ).toBeVisible();
  const personal = page.getByRole('region', { name: 'Personal information' });
  await expect(personal).toContainText('sam.chen@example.com');
  await checkPage(page);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Personal information' })).toContainText(
    'sam.chen@example.com',
  );

  // The new email is the sign-in name now.
  await signOut(page);
  await page.goto('/profile/edit-email');
  await signInOnLoginPage(page, 'sam.chen@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Email' })).toBeVisible();

  await page.getByLabel('New email address').fill('sam@example.com');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Personal information' })).toContainText(
    'sam@example.com',
  );
});

test('changing the mobile number shows it as (xxx) xxx-xxxx and survives a reload', async ({
  page,
}) => {
  await openSignedIn(page, '/profile/edit-mobile-number', 'sam@example.com', 'Edit Mobile Number');
  await expect(page.getByText('(385) 555-0199')).toBeVisible();
  const mobile = page.getByLabel('New mobile number');
  await mobile.fill('555-01');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Enter a 10-digit mobile number, for example (801) 555-0142.'),
  ).toBeVisible();
  await checkPage(page);

  await mobile.fill('801.555.0123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'Personal information' })).toContainText(
    '(801) 555-0123',
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Personal information' })).toContainText(
    '(801) 555-0123',
  );
  await checkPage(page);

  await page.goto('/profile/edit-mobile-number');
  await page.getByLabel('New mobile number').fill('3855550199');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Personal information' })).toContainText(
    '(385) 555-0199',
  );
});

test('changing the password: live checklist, wrong current password, then the new one signs in', async ({
  page,
}) => {
  const newPassword = 'Fresh-pass-42';
  await openSignedIn(page, '/profile/change-password', 'sam@example.com', 'Change Password');
  const checklist = page.getByRole('list', { name: 'Your new password needs' });
  await expect(checklist.getByRole('listitem')).toHaveCount(5);
  const newField = page.getByRole('textbox', { name: 'New password', exact: true });
  await newField.fill('abc');
  await expect(checklist.getByRole('listitem').filter({ hasText: '(met)' })).toHaveText([
    /A lowercase letter/,
  ]);
  await newField.fill(newPassword);
  await expect(checklist.getByRole('listitem').filter({ hasText: '(not met yet)' })).toHaveCount(0);
  await checkPage(page);

  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('Not-my-pass-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Invalid current password.', { exact: true })).toBeVisible();
  await expect(newField).toHaveValue(newPassword);

  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();

  await signOut(page);
  await page.goto('/profile/change-password');
  await signInOnLoginPage(page, 'sam@example.com', DEMO_PASSWORD);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();

  // Put the demo password back for the next tests of this worker.
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(DEMO_PASSWORD);
  await page
    .getByRole('textbox', { name: 'Confirm new password', exact: true })
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
