// Issue 16: after a change without a navigation, focus goes to the result (the new item, the
// confirmation or the first error) and a live region says what happened; the 2FA set-up link is
// tappable and its key has a copy button; one name, two-factor authentication, also when
// signing in; local addresses in words on the access activity. Private backend per worker
// (profile-fixtures.ts); each test puts back what it changed.
import type { Page } from '@playwright/test';
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

/** The live regions of the page's change feedback (always in the page; the page's own come
 *  first, before any inside its cards). */
const said = (page: Page, role: 'status' | 'alert') =>
  page.locator(`[data-change-announcer] > [role="${role}"]`).first();
/** The element that has focus, described by its text. */
const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test('emergency contacts: focus on the new or changed card, the first error, the confirmation', async ({
  page,
}) => {
  await openSignedIn(page, '/profile/emergency-contacts', 'alex@example.com', 'Emergency Contacts');
  const list = page.getByRole('region', { name: 'Who we call, in order' });
  await expect(said(page, 'status')).toHaveText('');

  // Cancel goes back to the button that opened the form.
  await page.getByRole('button', { name: 'Add a contact' }).click();
  await page
    .getByRole('form', { name: 'Add an emergency contact' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('button', { name: 'Add a contact' })).toBeFocused();

  // A form error: focus on the first field that is wrong.
  await page.getByRole('button', { name: 'Add a contact' }).click();
  const form = page.getByRole('form', { name: 'Add an emergency contact' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Casey Moss');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('555-12');
  await form.getByRole('button', { name: 'Add contact' }).click();
  await expect(form.getByRole('textbox', { name: 'Phone number' })).toBeFocused();

  // Added: focus on the new card, announced.
  await form.getByRole('textbox', { name: 'Phone number' }).fill('(801) 555-0111');
  await form.getByRole('textbox', { name: 'Relationship' }).fill('Friend');
  await form.getByRole('button', { name: 'Add contact' }).click();
  await expect(said(page, 'status')).toHaveText('Casey Moss was added.');
  const casey = list.getByRole('listitem').filter({ hasText: 'Casey Moss' });
  await expect(casey).toBeFocused();
  await checkPage(page);

  // Saved: focus on the changed card.
  await list.getByRole('button', { name: 'Edit Casey Moss' }).click();
  const edit = page.getByRole('form', { name: 'Edit Casey Moss' });
  await edit.getByRole('textbox', { name: 'Relationship' }).fill('Sister');
  await edit.getByRole('button', { name: 'Save contact' }).click();
  await expect(said(page, 'status')).toHaveText('Casey Moss was updated.');
  await expect(casey).toBeFocused();
  await expect(casey).toContainText('Sister');

  // A failed removal: the error is announced as an alert and focused; nothing is lost.
  await page.route('**/api/account/emergency-contacts**', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The contacts service is down.' }),
        })
      : route.continue(),
  );
  await list.getByRole('button', { name: 'Remove Casey Moss' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Casey Moss?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(said(page, 'alert')).toContainText('Failed to delete emergency contacts.');
  await expect.poll(() => focusedText(page)).toMatch(/^Failed to delete emergency contacts\./);
  await expect(casey).toBeVisible();
  await checkPage(page);

  // Removed: focus on the confirmation (the card is gone).
  await page.unroute('**/api/account/emergency-contacts**');
  await list.getByRole('button', { name: 'Remove Casey Moss' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Casey Moss?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(said(page, 'status')).toHaveText('Casey Moss was removed.');
  await expect(said(page, 'alert')).toHaveText('');
  await expect.poll(() => focusedText(page)).toBe('Casey Moss was removed.');
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Jordan Rivera', 'Pat Lee']);
  await checkPage(page);
});

test('after a saved form the overview focuses and announces the confirmation; rows show state alike', async ({
  page,
}) => {
  await openSignedIn(page, '/profile/edit-mobile-number', 'sam@example.com', 'Edit Mobile Number');
  const save = async (number: string) => {
    await page.getByLabel('New mobile number').fill(number);
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  };
  // A refusal that is not about a field: the message is focused and said as an alert; the
  // typed number stays.
  await page.route('**/api/account/user-info', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The account service is down.' }),
        })
      : route.continue(),
  );
  await page.getByLabel('New mobile number').fill('(801) 555-0123');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(said(page, 'alert')).toContainText('The account service is down.');
  await expect.poll(() => focusedText(page)).toContain('The account service is down.');
  await expect(page.getByLabel('New mobile number')).toHaveValue('(801) 555-0123');
  await checkPage(page);
  await page.unroute('**/api/account/user-info');

  await save('(801) 555-0123');
  await expect(said(page, 'status')).toHaveText('Your mobile number has been updated.');
  await expect.poll(() => focusedText(page)).toBe('Your mobile number has been updated.');

  // Security rows: a state badge each (Set / Not set with its date; On / Off).
  const security = page.getByRole('region', { name: 'Security' });
  const row = (label: string) =>
    security.locator('.profile-row').filter({ has: page.getByText(label, { exact: true }) });
  await expect(row('Password').locator('dd').first()).toHaveText(/^SetLast updated .+$/);
  await expect(row('Verbal password').locator('dd').first()).toHaveText(
    /^(Not set|SetLast updated .+)$/,
  );
  await expect(row('Two-factor authentication').locator('dd').first()).toHaveText(/^(On|Off)$/);
  await checkPage(page);

  // Put it back.
  await page.goto('/profile/edit-mobile-number');
  await save('(385) 555-0199');
});

test('2FA: tappable set-up link, Copy key with a toast, focus on the result, one name at sign-in', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openSignedIn(page, '/profile/2fa', 'alex@example.com', 'Two-factor Authentication');
  await expect(page.getByText('Two-factor authentication (2FA) adds a second step')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const accountUrl = (await page.getByTestId('mfa-account-url').textContent()) ?? '';
  const link = page.getByRole('link', { name: 'Open in your authenticator app' });
  await expect(link).toHaveAttribute('href', accountUrl);
  expect(accountUrl).toMatch(/^otpauth:\/\/totp\//);

  await page.getByRole('button', { name: 'Copy set-up key' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Set-up key copied.' })).toBeVisible();
  const secret = new URL(accountUrl).searchParams.get('secret');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await checkPage(page);

  // Turned on: the confirmation is focused and announced.
  // Turning it on needs the current password too (step-up); the recovery codes show once.
  await page.getByRole('textbox', { name: '6-digit code' }).fill(totpFor(accountUrl));
  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(said(page, 'status')).toHaveText('Two-factor authentication is on.');
  await expect.poll(() => focusedText(page)).toBe('Two-factor authentication is on.');
  await checkPage(page);
  const recoveryCode = (
    (await page.getByTestId('recovery-codes').getByRole('listitem').first().textContent()) ?? ''
  ).trim();

  // The sign-in step uses the same name.
  await signOut(page);
  await page.goto('/profile/2fa');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Two-factor authentication – Smart Home Security');
  await checkPage(page);
  // The code that turned 2FA on cannot be used again, so a recovery code signs in here.
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();

  // Turned off again (put back, with the password): focus on the confirmation.
  await page
    .getByRole('button', { name: 'Turn off two-factor authentication' })
    .click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor authentication?' });
  await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(said(page, 'status')).toHaveText('Two-factor authentication is off.');
  await expect.poll(() => focusedText(page)).toBe('Two-factor authentication is off.');
});

test.describe('from a browser this customer has never used', () => {
  // "Not you?" marks the first sign-in from a browser and system (by name). Other tests sign alex
  // in from this Chromium all run long, so this one comes as a browser no other test uses: its
  // own sign-in is that first one, whatever ran before it.
  test.use({
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  });

  test('access activity: this computer in words, and Not you? on a first sign-in from a browser', async ({
    page,
  }) => {
    await openSignedIn(
      page,
      '/profile/access-activity',
      'alex@example.com',
      'Account Access Activity',
    );
    const rows = page.getByRole('table').getByRole('row');
    // The newest row is this sign-in, from this machine.
    const newest = rows.nth(1);
    await expect(newest.getByRole('cell').last()).toContainText('This computer (local network)');
    await checkPage(page);
    // Every successful sign-in from a browser seen for the first time offers the way out.
    const firsts = page.getByRole('link', { name: 'Not you? Change your password' });
    await expect(firsts.first()).toBeVisible();
    await firsts.first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  });
});
