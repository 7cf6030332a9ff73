// Profile & Security: the verbal password. Opened from the overview, typed in the sensitive input,
// confirmed with the current password; a wrong password keeps what was typed, and once saved the
// word is never on the page again (only "Set"). Runs on this worker's private backend
// (profile-fixtures.ts); no other test reads the verbal password, so there is nothing to put back.
import { checkPage, DEMO_PASSWORD, expect, openSignedIn, test } from './profile-fixtures';

const WORD = 'Blue Harbor 42';

test('opens from the overview; bad input is caught first; a wrong current password keeps what was typed', async ({
  page,
}) => {
  await openSignedIn(page, '/profile', 'sam@example.com', 'Profile & Security');
  await checkPage(page);
  await page
    .getByRole('region', { name: 'Security' })
    .getByRole('link', { name: 'Update verbal password' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Update Verbal Password' }),
  ).toBeVisible();
  await expect(page.getByText('Status: Not set')).toBeVisible();
  await checkPage(page);

  const word = page.getByRole('textbox', { name: 'Verbal password' });
  const password = page.getByRole('textbox', { name: 'Current password', exact: true });
  await word.fill('ab-c');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Use only letters A-Z, digits 0-9 and spaces in the verbal password.'),
  ).toBeVisible();
  await expect(page.getByText('Enter your current password.')).toBeVisible();
  await expect(word).toBeFocused();
  await checkPage(page);

  await word.fill(WORD);
  // The sensitive input shows bullets only; the word typed at once is not revealed.
  await expect(word).toHaveValue('•'.repeat(WORD.length));
  await password.fill('Wrong-pass-9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid current password.', { exact: true })).toBeVisible();
  await expect(word).toHaveValue('•'.repeat(WORD.length));
  await expect(password).toHaveValue('Wrong-pass-9');
  await expect(page).toHaveURL(/\/profile\/update-verbal-password$/);
  await expect(page.getByText('Status: Not set')).toBeVisible();
  await checkPage(page);
});

test('saving returns to the overview; after a reload the page says "Set" and the word is nowhere', async ({
  page,
}) => {
  await openSignedIn(
    page,
    '/profile/update-verbal-password',
    'sam@example.com',
    'Update Verbal Password',
  );
  await checkPage(page);
  await page.getByRole('textbox', { name: 'Verbal password' }).fill(WORD);
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your verbal password has been saved.' }),
  ).toBeVisible();
  await checkPage(page);

  await page
    .getByRole('region', { name: 'Security' })
    .getByRole('link', { name: 'Update verbal password' })
    .click();
  await expect(page.getByText(/^Status: Set, last updated /)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Update Verbal Password' }),
  ).toBeVisible();
  await expect(page.getByText(/^Status: Set, last updated /)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Verbal password' })).toHaveValue('');
  await checkPage(page);

  // Nowhere: not in the markup, not in any field's value, not in what the page shows.
  const pageText = await page.evaluate(() =>
    [
      document.documentElement.outerHTML,
      document.body.innerText,
      ...Array.from(document.querySelectorAll('input'), (input) => input.value),
    ].join('\n'),
  );
  expect(pageText.toLowerCase()).not.toContain(WORD.toLowerCase());
  expect(pageText.toLowerCase()).not.toContain('harbor');
});
