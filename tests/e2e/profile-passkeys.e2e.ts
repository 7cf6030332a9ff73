// Passkeys (issue 25) with Chromium's virtual authenticator (CDP WebAuthn: ctap2, internal,
// resident keys, user verification): add a passkey on Profile & Security -> Passkeys, sign out,
// sign in with it and no password, rename it, remove it, and see the removed passkey refused on
// the sign-in page. Private backend (profile-fixtures.ts); screenshots at 375 and 1280 px.
import type { Page } from '@playwright/test';
import { checkPage, expect, openSignedIn, signOut, test } from './profile-fixtures';
import { addVirtualAuthenticator } from './virtual-authenticator';

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
}

test('add a passkey, sign in with it without a password, rename it, remove it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await openSignedIn(page, '/profile/passkeys', 'sam@example.com', 'Passkeys');
  await expect(
    page.getByText('You have no passkeys yet. Add one to sign in without typing your password.'),
  ).toBeVisible();
  await checkPage(page);

  // A name that is too long is refused before anything is asked of the browser.
  const name = page.getByLabel('Name (optional)');
  await name.fill('x'.repeat(61));
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Use at most 60 characters for the passkey name.')).toBeVisible();
  await expect(name).toHaveValue('x'.repeat(61));

  await name.fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Work laptop was added. You can now sign in with it.')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'Work laptop' });
  await expect(item.getByRole('heading', { name: 'Work laptop' })).toBeVisible();
  await expect(item).toContainText(/Added\s*\w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M M[DS]T/);
  await expect(item).toContainText('Last usedNot used yet');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await checkPage(page);
  await screenshots(page, 'passkeys-page');

  // Signed out, the sign-in page offers the passkey; no email or password is typed. The page
  // also offers passkeys in the email field's autofill (conditional mediation), which a virtual
  // authenticator would answer at once: it waits for a person until the button is pressed.
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
  await signOut(page);
  const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(passkeyButton).toBeVisible();
  await checkPage(page);
  await screenshots(page, 'sign-in-page');
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
  await passkeyButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in', {
    timeout: 15_000,
  });
  await page.goto('/profile/passkeys');
  await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
  await expect(item).toContainText(/Last used\s*\w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M M[DS]T/);

  // Rename in a dialog: an empty name is refused with a message, then the new name is saved and
  // focus returns to the passkey's Rename button.
  await item.getByRole('button', { name: 'Rename Work laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename Work laptop' });
  const newName = dialog.getByLabel('Passkey name');
  await expect(newName).toHaveValue('Work laptop');
  await newName.fill('  ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a name for the passkey.')).toBeVisible();
  await checkPage(page);
  await newName.fill('Home laptop');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The passkey is now called Home laptop.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename Home laptop' })).toBeFocused();

  // Remove after a confirmation.
  await page.getByRole('button', { name: 'Remove Home laptop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Home laptop?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Home laptop was removed.')).toBeVisible();
  await expect(
    page.getByText('You have no passkeys yet. Add one to sign in without typing your password.'),
  ).toBeVisible();

  // The device still holds the passkey, but the account no longer accepts it; the typed email
  // stays and the mailed sign-in link is offered.
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
  await signOut(page);
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
  await page.getByLabel('Email').fill('sam@example.com');
  const posted = page.waitForRequest((request) => /\/passkey$/.test(request.url()));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  // Before the answer's page offers the autofill again (a virtual authenticator would take it).
  await posted;
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
  await expect(
    page.getByText(
      'That passkey didn’t work for this account. It may have been removed. Sign in with your email and password, or with another passkey.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('sam@example.com');
  await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  await checkPage(page);
});

test('the Profile & Security overview links to Passkeys', async ({ page }) => {
  await openSignedIn(page, '/profile', 'alex@example.com', 'Profile & Security');
  await expect(page.getByText('None added')).toBeVisible();
  await page.getByRole('link', { name: 'Manage passkeys' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
});

test('the sign-in page says when this device has no passkey, keeping the typed email', async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  await page.goto('/profile');
  await page.getByLabel('Email').fill('alex@example.com');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    page.getByText(
      'No passkey was used. You may have cancelled, or this device has no passkey for this site. Try again, or sign in with your email and password.',
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Email')).toHaveValue('alex@example.com');
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeFocused();
  await checkPage(page);
});
