// Emergency contacts per selected service, and renaming a service (the service selector and the
// header follow at once). Private backend (profile-fixtures.ts); each test puts back its change.
import { checkPage, expect, openSignedIn, test } from './profile-fixtures';

test('emergency contacts: list, add, edit, remove; switching the service reloads them', async ({
  page,
}) => {
  await openSignedIn(page, '/profile/emergency-contacts', 'alex@example.com', 'Emergency Contacts');
  const list = page.getByRole('region', { name: 'Who we call, in order' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Jordan Rivera', 'Pat Lee']);
  await expect(list).toContainText('(801) 555-0175');
  await checkPage(page);

  // Add: bad input is caught before sending, then the new contact is called first.
  await page.getByRole('button', { name: 'Add a contact' }).click();
  const form = page.getByRole('form', { name: 'Add an emergency contact' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Casey Moss');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('555-12');
  await form.getByRole('button', { name: 'Add contact' }).click();
  await expect(
    form.getByText('Enter a 10-digit phone number, for example (801) 555-0175.'),
  ).toBeVisible();
  await expect(
    form.getByText('Enter how this person is related to you, for example Neighbor.'),
  ).toBeVisible();
  await checkPage(page);
  await form.getByRole('textbox', { name: 'Phone number' }).fill('(801) 555-0111');
  await form.getByRole('textbox', { name: 'Relationship' }).fill('Friend');
  await form.getByRole('combobox', { name: 'Call order' }).selectOption('1');
  await form.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByText('Casey Moss was added.')).toBeVisible();
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([
    'Casey Moss',
    'Jordan Rivera',
    'Pat Lee',
  ]);

  // Edit, then the change survives a reload.
  await list.getByRole('button', { name: 'Edit Casey Moss' }).click();
  const edit = page.getByRole('form', { name: 'Edit Casey Moss' });
  await edit.getByRole('textbox', { name: 'Relationship' }).fill('Sister');
  await edit.getByRole('combobox', { name: 'Call order' }).selectOption('3');
  await edit.getByRole('button', { name: 'Save contact' }).click();
  await expect(page.getByText('Casey Moss was updated.')).toBeVisible();
  await page.reload();
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([
    'Jordan Rivera',
    'Pat Lee',
    'Casey Moss',
  ]);
  await expect(list).toContainText('Sister · (801) 555-0111');
  await checkPage(page);

  // Remove, confirmed in a dialog.
  await list.getByRole('button', { name: 'Remove Casey Moss' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Casey Moss?' });
  await expect(dialog).toBeVisible();
  await checkPage(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Casey Moss was removed.')).toBeVisible();
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Jordan Rivera', 'Pat Lee']);

  // Another service in the selector: its own (empty) list.
  await page.getByRole('button', { name: /Service address/ }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /480 Canyon View Dr/ })
    .click();
  await expect(page.getByText('For 480 Canyon View Dr (S-100200301).')).toBeVisible();
  await expect(list).toContainText('No emergency contacts yet for this service.');
  await checkPage(page);
});

test('renaming a service updates the overview, the service selector and the header at once, and survives a server restart', async ({
  page,
  privateServer,
}) => {
  await openSignedIn(page, '/profile', 'alex@example.com', 'Profile & Security');
  const services = page.getByRole('region', { name: 'Service addresses' });
  const card = services.getByRole('article', { name: 'Service S-100200301' });
  await expect(card).toContainText('480 Canyon View Dr');
  await expect(card).toContainText('Orem, UT 84097');
  // A service with no address on file says so, without calling it a failure.
  const noAddress = services.getByRole('article', { name: 'Service S-100200302' });
  await expect(noAddress).toContainText('No address on file.');
  await expect(noAddress).not.toContainText('Failed to retrieve address.');
  await checkPage(page);

  await card.getByRole('button', { name: 'Rename 480 Canyon View Dr' }).click();
  await card.getByRole('textbox', { name: 'Nickname' }).fill('Lake House');
  await checkPage(page);
  await card.getByRole('button', { name: 'Save nickname' }).click();
  await expect(card.getByText('The service is now called Lake House.')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Lake House' })).toBeVisible();

  // The selector shows only on per-service pages (issue 16): look at it from the dashboard.
  const nav = page.getByRole('navigation', { name: 'Account' });
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  const selector = page.getByRole('button', { name: /Service address/ });
  await selector.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'HomeS-100200300',
    'Lake HouseS-100200301',
    'S-100200302',
  ]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.locator('shs-header').getByText('Lake House', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await nav.getByRole('link', { name: 'Profile & Security' }).click();
  await expect(services).toBeVisible();

  // Persisted: a reload, and even a restart of the backend, still show the new name.
  await privateServer.restart();
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Service S-100200301' }).getByRole('heading', {
      name: 'Lake House',
    }),
  ).toBeVisible({ timeout: 15_000 });

  // Clearing the nickname falls back on the street address.
  const again = page.getByRole('article', { name: 'Service S-100200301' });
  await again.getByRole('button', { name: 'Rename Lake House' }).click();
  await again.getByRole('textbox', { name: 'Nickname' }).fill('');
  await again.getByRole('button', { name: 'Save nickname' }).click();
  await expect(again.getByRole('heading', { name: '480 Canyon View Dr' })).toBeVisible();
});
