// Billing settings that change data: saved cards (add through the hosted page, make default,
// remove, the autopay-card guard), autopay on and off, paperless billing, the billing address
// (Valid, Invalid, Unknown with a suggestion) and removing a subscription. Private backend per
// worker (profile-fixtures.ts).
import type { Page } from '@playwright/test';
import { checkPage, expect, openSignedIn, test } from './profile-fixtures';

/**
 * Opens a billing page by its address and waits for its heading. (A full load: the shell's
 * progress bar can stay on after an in-app navigation, which keeps the page checks waiting.)
 */
async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  });
}

test('cards and autopay: add a card on the hosted page, make it default, the autopay card cannot be removed, autopay on and off', async ({
  page,
}) => {
  await openSignedIn(page, '/billing/manage', 'alex@example.com', 'Saved Payment Methods');
  const cards = page.getByRole('region', { name: 'Your cards' });
  const visa = cards.getByRole('listitem', { name: 'Visa ending 4242' });
  await expect(visa).toContainText('Default');
  await expect(cards.getByRole('listitem', { name: 'Mastercard ending 4444' })).toContainText(
    'Expired',
  );
  await checkPage(page);

  // Add a Mastercard through the provider's page.
  await page.getByRole('button', { name: 'Add a card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  await page.getByLabel('Card number').fill('2223 0031 2200 3222');
  await page.getByLabel('Expiry date').fill('09/29');
  await page.getByLabel('Security code (CVC)').fill('321');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Mastercard ending 3222 was added.')).toBeVisible({
    timeout: 15_000,
  });
  const added = cards.getByRole('listitem', { name: 'Mastercard ending 3222' });
  await expect(added).toContainText('Expires 09/29');
  await checkPage(page);

  await added.getByRole('button', { name: 'Make default: Mastercard ending 3222' }).click();
  await expect(page.getByText('Mastercard ending 3222 is now your default card.')).toBeVisible();
  await expect(added).toContainText('Default');
  await expect(visa).not.toContainText('Default');

  // What autopay will charge: the open balance, or the $84.97 monthly bill once it is paid.
  // Other files on this worker's backend pay some or all of alex's bill, so read it here.
  await visit(page, '/billing', 'Billing');
  // Read once the bill has come: while it loads, the amount's place holds a grey sample figure
  // beside a "Loading your bill" status.
  await expect(page.getByTestId('amount-due')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your bill' })).toHaveCount(0, {
    timeout: 15_000,
  });
  const due = (await page.getByTestId('amount-due').textContent()) ?? '';
  expect(due).toMatch(/^\$\d[\d,]*\.\d\d$/);
  const owes = due !== '$0.00';

  // Autopay on with the new card: terms first, then a confirmation dialog.
  await visit(page, '/billing/autopay', 'Autopay');
  await expect(page.getByRole('heading', { level: 2, name: 'Autopay is off' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Card to charge' }).selectOption({
    label: 'Mastercard ending 3222, expires 09/29',
  });
  await page.getByRole('button', { name: 'Turn on autopay' }).click();
  await expect(page.getByText('Accept the autopay terms to continue.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I accept the autopay terms' }).check();
  await checkPage(page);
  await page.getByRole('button', { name: 'Turn on autopay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on autopay?' });
  await expect(dialog).toContainText('Mastercard ending 3222');
  await checkPage(page);
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Autopay is on with Mastercard ending 3222.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Autopay is on' })).toBeVisible();
  // The due date and the balance while one is open; the next bill once it is paid.
  const next = page.getByRole('region', { name: 'Autopay is on' });
  const nextDate = owes ? 'December 5, 2026' : 'January 5, 2027';
  await expect(next.getByText(new RegExp(`Next autopay date\\s*${nextDate}`))).toBeVisible();
  const nextAmount = (owes ? due : '$84.97').replace('$', '\\$').replace('.', '\\.');
  await expect(next.getByText(new RegExp(`Next autopay amount\\s*${nextAmount}`))).toBeVisible();

  // The autopay card cannot be removed; another card can.
  await visit(page, '/billing/manage', 'Saved Payment Methods');
  await added.getByRole('button', { name: 'Remove Mastercard ending 3222' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Mastercard ending 3222?' })
    .getByRole('button', { name: 'Remove card' })
    .click();
  await expect(
    page.getByText(
      'This card pays your bill automatically. Move autopay to another card or turn autopay off before removing it.',
    ),
  ).toBeVisible();
  await expect(added).toBeVisible();
  await checkPage(page);
  const amex = cards.getByRole('listitem', { name: 'American Express ending 0005' });
  await amex.getByRole('button', { name: 'Remove American Express ending 0005' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove American Express ending 0005?' });
  await checkPage(page);
  await remove.getByRole('button', { name: 'Remove card' }).click();
  await expect(page.getByText('American Express ending 0005 was removed.')).toBeVisible();
  await expect(amex).toHaveCount(0);

  // Autopay off, confirmed; then the card can go.
  await visit(page, '/billing/autopay', 'Autopay');
  await page.getByRole('button', { name: 'Turn off autopay' }).click();
  await page
    .getByRole('dialog', { name: 'Turn off autopay?' })
    .getByRole('button', { name: 'Turn off' })
    .click();
  await expect(page.getByText('Autopay is off.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Autopay is off' })).toBeVisible({
    timeout: 15_000,
  });
  await visit(page, '/billing/manage', 'Saved Payment Methods');
  await added.getByRole('button', { name: 'Remove Mastercard ending 3222' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Mastercard ending 3222?' })
    .getByRole('button', { name: 'Remove card' })
    .click();
  await expect(page.getByText('Mastercard ending 3222 was removed.')).toBeVisible();
  // The removed default passed on to the Visa.
  await expect(visa).toContainText('Default');
});

test('paperless billing persists (reload and server restart); the billing address is verified (Valid, Invalid, Unknown); a subscription is removed', async ({
  page,
  privateServer,
}) => {
  await openSignedIn(page, '/billing/paperless-billing', 'alex@example.com', 'Paperless Billing');
  const paperless = page.getByRole('switch', { name: 'Paperless billing' });
  await expect(paperless).toHaveAttribute('aria-checked', 'false');
  await checkPage(page);
  await paperless.click();
  await expect(
    page.getByText('Paperless billing is on. Statements go to alex@example.com.'),
  ).toBeVisible();
  await page.reload();
  await expect(paperless).toHaveAttribute('aria-checked', 'true', { timeout: 15_000 });
  await expect(page.getByText('Your statements go to alex@example.com.')).toBeVisible();
  // Kept in SQLite: a restart of the backend changes nothing.
  await privateServer.restart();
  await page.reload();
  await expect(paperless).toHaveAttribute('aria-checked', 'true', { timeout: 15_000 });
  await paperless.click();
  await expect(page.getByText(/Paperless billing is off/)).toBeVisible();

  // Billing address.
  await visit(page, '/billing/update-billing-address', 'Billing Address');
  const form = page.getByRole('form', { name: 'Billing address' });
  await expect(form.getByRole('textbox', { name: 'Street address' })).toHaveValue('12 Elm St');
  await checkPage(page);
  // Invalid (1): an error on the form, nothing lost.
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('10001');
  await form.getByRole('button', { name: 'Verify and save' }).click();
  await expect(
    form.getByText('We could not verify this address. Check the street, city, state and ZIP code.'),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('10001');
  await checkPage(page);
  // Unknown (2): the standardised suggestion; the customer takes it.
  await form.getByRole('textbox', { name: 'Street address' }).fill('40 north university avenue');
  await form.getByRole('textbox', { name: 'City' }).fill('provo');
  await form.getByRole('textbox', { name: 'State' }).fill('Utah');
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('84601');
  await form.getByRole('button', { name: 'Verify and save' }).click();
  const suggestion = form.getByRole('radio', {
    name: 'Use the suggested address: 40 N University Ave, Provo, UT 84601',
  });
  await expect(suggestion).toBeChecked();
  await expect(
    form.getByRole('radio', {
      name: /Keep the address as I entered it: 40 north university avenue/,
    }),
  ).toBeVisible();
  await checkPage(page);
  await form.getByRole('button', { name: 'Save this address' }).click();
  await expect(
    page.getByText('Your billing address is now 40 N University Ave, Provo, UT 84601.'),
  ).toBeVisible();
  // Valid (0): saved as typed.
  await form.getByRole('textbox', { name: 'Street address' }).fill('12 Elm St');
  await form.getByRole('button', { name: 'Verify and save' }).click();
  await expect(
    page.getByText('Your billing address is now 12 Elm St, Provo, UT 84601.'),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText('On file: 12 Elm St, Provo, UT 84601')).toBeVisible({
    timeout: 15_000,
  });

  // Remove a subscription: the dialog says when it takes effect.
  await visit(page, '/subscription/playback-dvr', 'Subscriptions');
  await expect(page).toHaveURL(/\/billing\/subscription\/playback-dvr$/);
  const dvr = page.getByRole('listitem', { name: 'Playback DVR' });
  await expect(dvr).toContainText('Selected');
  await checkPage(page);
  await dvr.getByRole('checkbox', { name: 'Remove Playback DVR' }).check();
  await page.getByRole('button', { name: 'Remove selected subscriptions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this subscription?' });
  await expect(dialog).toContainText(
    'Playback DVR will end on November 30, 2026, the end of this billing period.',
  );
  await checkPage(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(
    page.getByText('Playback DVR is removed and ends on November 30, 2026.'),
  ).toBeVisible();
  await expect(dvr).toContainText('Ends November 30, 2026');
  await expect(dvr.getByRole('checkbox')).toHaveCount(0);
});

test("paperless turned on from the dashboard's link shows On on the dashboard at once, without a reload", async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard', 'alex@example.com', 'Dashboard');
  const card = page.getByRole('region', { name: 'Autopay and paperless' });
  await expect(card).toContainText('Paperless billingOff', { timeout: 15_000 });
  // A mark on this document: it is gone if anything below reloads the page.
  await page.evaluate(() => document.documentElement.setAttribute('data-no-reload', 'yes'));

  await card.getByRole('link', { name: 'Manage paperless billing' }).click();
  const paperless = page.getByRole('switch', { name: 'Paperless billing' });
  await expect(paperless).toHaveAttribute('aria-checked', 'false', { timeout: 15_000 });
  await paperless.click();
  await expect(
    page.getByText('Paperless billing is on. Statements go to alex@example.com.'),
  ).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(card).toContainText('Paperless billingOn');
  await expect(page.locator('html')).toHaveAttribute('data-no-reload', 'yes');

  // Back as it was for the other tests on this worker's backend.
  await card.getByRole('link', { name: 'Manage paperless billing' }).click();
  await expect(paperless).toHaveAttribute('aria-checked', 'true', { timeout: 15_000 });
  await paperless.click();
  await expect(page.getByText(/Paperless billing is off/)).toBeVisible();
});
