// Recent sign-in before a sensitive change (issue 25). The worker's private backend counts a
// sign-in as recent for 10 seconds instead of 5 minutes (SHS_RECENT_SIGN_IN_SECONDS), so the
// window lapses within the test: the save then asks "Confirm it's you", keeps what was typed
// when cancelled, says so when the password is wrong, and completes the same save once
// confirmed; a save inside the window is not asked again.
import type { Page } from '@playwright/test';
import { animationsSettled, checkPage as checkPageNow, test as base } from './fixtures';
import {
  checkPage,
  DEMO_PASSWORD,
  expect,
  openSignedIn,
  privateServerWith,
  type PrivateServer,
} from './profile-fixtures';
import { addVirtualAuthenticator } from './virtual-authenticator';

const WINDOW_SECONDS = 10;

const test = base.extend<object, { shortWindowServer: PrivateServer }>({
  shortWindowServer: [
    privateServerWith({ SHS_RECENT_SIGN_IN_SECONDS: String(WINDOW_SECONDS) }),
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ shortWindowServer }, provide) => {
    await provide(shortWindowServer.origin);
  },
});

test.describe.configure({ timeout: 120_000 });

/**
 * The page checks while the save waits for the dialog: its Save button's spinner turns for as
 * long as the dialog is open, so wait only for the transitions that end (the dialog's fade).
 */
async function checkWhileSaving(page: Page) {
  await animationsSettled(page);
  await checkPageNow(page);
}

const WORD = 'Green Meadow 7';
const CANCELLED =
  "Nothing was changed because you did not confirm it's you. What you entered is still here: try again when you are ready.";

test('a save after the window asks "Confirm it\'s you", then completes; a save inside it does not ask', async ({
  page,
}, testInfo) => {
  await openSignedIn(
    page,
    '/profile/update-verbal-password',
    'sam@example.com',
    'Update Verbal Password',
  );
  const signedInAt = Date.now();
  const word = page.getByRole('textbox', { name: 'Verbal password' });
  const current = page.getByRole('textbox', { name: 'Current password', exact: true });
  const save = page.getByRole('button', { name: 'Save' });
  await word.fill(WORD);
  await current.fill(DEMO_PASSWORD);
  // The sign-in is no longer recent.
  await page.waitForTimeout(Math.max(0, signedInAt + (WINDOW_SECONDS + 1) * 1000 - Date.now()));

  await save.click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'For your security, enter your password to make this change. We will not ask again for 5 minutes.',
  );
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await checkWhileSaving(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`confirm-its-you-${width}.png`) });
  }

  // Cancel: nothing saved, the form as typed, focus on the message that says so (as for any
  // failed save of the app's forms).
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(CANCELLED)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toContain(CANCELLED);
  await expect(word).toHaveValue('•'.repeat(WORD.length));
  await expect(current).toHaveValue(DEMO_PASSWORD);
  await expect(page.getByText('Status: Not set')).toBeVisible();
  await checkPage(page);

  // Asked again; a wrong password says so and keeps the dialog; the right one saves.
  await save.click();
  await expect(dialog).toBeVisible();
  await password.fill('Not-my-pass-1');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    dialog.getByText('That password is not right. Check it and try again.'),
  ).toBeVisible();
  await checkWhileSaving(page);
  await password.fill(DEMO_PASSWORD);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your verbal password has been saved.' }),
  ).toBeVisible();

  // Inside the window the next sensitive change goes straight through.
  await page.goto('/profile/update-verbal-password');
  await expect(page.getByText(/^Status: Set, last updated /)).toBeVisible();
  await word.fill('Blue Harbor 42');
  await current.fill(DEMO_PASSWORD);
  await save.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your verbal password has been saved.' }),
  ).toBeVisible();
});

test('"Use a passkey" confirms instead of the password, and the same save completes', async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  await openSignedIn(page, '/profile/passkeys', 'alex@example.com', 'Passkeys');
  await page.getByLabel('Name (optional)').fill('Alex’s laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(
    page.getByText('Alex’s laptop was added. You can now sign in with it.'),
  ).toBeVisible();
  const addedAt = Date.now();

  await page.goto('/profile/update-verbal-password');
  const word = page.getByRole('textbox', { name: 'Verbal password' });
  await word.fill(WORD);
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
  // The sign-in (and adding the passkey, which needed it) is no longer recent.
  await page.waitForTimeout(Math.max(0, addedAt + (WINDOW_SECONDS + 1) * 1000 - Date.now()));
  await page.getByRole('button', { name: 'Save' }).click();

  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Or confirm with a passkey on this device.');
  await checkWhileSaving(page);
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your verbal password has been saved.' }),
  ).toBeVisible();
  await checkPage(page);
});
