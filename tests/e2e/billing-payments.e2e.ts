// Paying the bill through the payment provider's hosted page (the reference backend's stand-in):
// the full balance with a new card (double click, reload of the return URL and the back button
// charge once), a declined card, a cancel, and bad amounts. Private backend per worker
// (profile-fixtures.ts): these tests change alex's balance.
import type { Page } from '@playwright/test';
import { dayKey } from '../../src/lib/dates/denver-time';
import { checkPage, expect, openSignedIn, test } from './profile-fixtures';

async function payments(page: Page) {
  // A full load: the shell's progress bar can stay on after an in-app navigation.
  await page.goto('/billing/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible({
    timeout: 15_000,
  });
  // Payments are dated by the Denver calendar, like the receipt: from 17:00 Denver the UTC date
  // is already tomorrow's, and a UTC "today" would filter this payment out.
  await page.getByLabel('From').fill(dayKey(new Date().toISOString()));
  await page.getByRole('combobox', { name: 'Type' }).selectOption('payment');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).not.toHaveCount(0);
  return table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
}

test('pay the full balance with a new card: charged once despite a double click, a reload and the back button', async ({
  page,
}) => {
  await openSignedIn(page, '/billing', 'alex@example.com', 'Billing');
  await expect(page.getByTestId('amount-due')).toHaveText('$84.97');
  await checkPage(page);

  // A full load rather than the sub-navigation: the shell's progress bar can stay on after an
  // in-app navigation, which would keep the page checks waiting for its animation.
  await page.goto('/billing/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Make a Payment' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('radio', { name: 'Full balance: $84.97' })).toBeChecked();
  // The expired card cannot be chosen.
  await expect(page.getByRole('radio', { name: /Mastercard ending 4444.*expired/ })).toBeDisabled();
  await page.getByRole('radio', { name: 'A new card' }).check();
  await checkPage(page);
  await page.getByRole('button', { name: 'Review payment' }).click();
  const review = page.getByRole('region', { name: 'Review your payment' });
  await expect(review).toContainText('$84.97');
  await checkPage(page);
  await review.getByRole('button', { name: 'Continue to secure payment' }).dblclick();

  // The provider's page: card data is typed here, never in the app.
  await expect(page.getByRole('heading', { level: 1, name: 'Pay $84.97' })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/payment-provider\/checkout\//);
  await checkPage(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay $84.97' }).dblclick();

  const done = page.getByRole('region', { name: 'Payment receipt' });
  await expect(done).toBeVisible({ timeout: 15_000 });
  await expect(done).toContainText(/Confirmation number\s*SHS-[A-Z0-9]{8}/);
  await expect(done).toContainText(/New balance\s*\$0\.00/);
  const confirmation = (await done.getByRole('definition').nth(2).textContent()) ?? '';
  await checkPage(page);

  // Reload of the return URL: the same result, nothing charged again.
  await page.reload();
  await expect(done).toContainText(confirmation, { timeout: 15_000 });
  // Back to the provider's page: it says the payment is complete and offers the way back.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout finished' })).toBeVisible();
  await expect(page.getByText('This payment is complete.')).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: 'Return to Smart Home Security' }).click();
  await expect(done).toContainText(confirmation, { timeout: 15_000 });

  const rows = await payments(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('-$84.97');
  await expect(rows.first()).toContainText(confirmation);
  await checkPage(page);
  await page.goto('/billing');
  await expect(page.getByTestId('amount-due')).toHaveText('$0.00', { timeout: 15_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

test('a declined card charges nothing; cancel on the hosted page returns with the cancel message; bad amounts are explained', async ({
  page,
}) => {
  await openSignedIn(page, '/billing/payment', 'alex@example.com', 'Make a Payment');
  const balance = page.getByRole('heading', { level: 2, name: /^Balance: / });
  const before = (await balance.textContent()) ?? '';

  // Bad amounts: a clear message next to the field, and what was typed stays.
  await page.getByRole('radio', { name: 'Another amount' }).check();
  const amount = page.getByRole('textbox', { name: 'Amount to pay' });
  await amount.fill('0');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByText('Enter at least $1.00.')).toBeVisible();
  await amount.fill('abc');
  await expect(page.getByText('Enter an amount like 1,234.56.')).toBeVisible();
  await expect(amount).toHaveValue('abc');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('region', { name: 'Review your payment' })).toHaveCount(0);
  await amount.fill('2500');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByText('You can pay at most $2,000.00 at a time.')).toBeVisible();
  await checkPage(page);

  // The declined test card.
  await amount.fill('5');
  await page.getByRole('radio', { name: 'A new card' }).check();
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Continue to secure payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay $5.00' })).toBeVisible();
  // A typo first: explained on the provider's page, what was typed is kept.
  await page.getByLabel('Card number').fill('4000 0000 0000 0001');
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(page.getByText('Enter a valid card number.')).toBeVisible();
  await expect(page.getByLabel('Expiry date')).toHaveValue('12/30');
  await checkPage(page);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  // Declined: still on the provider's page, same amount, asked for another card.
  await expect(page.getByRole('alert')).toContainText(
    'Your card was declined. Nothing was charged.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Pay $5.00' })).toBeVisible();
  await checkPage(page);
  // Leaving there instead charges nothing either.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Payment cancelled. You have not been charged.')).toBeVisible({
    timeout: 15_000,
  });

  // Cancel with the saved default card.
  await page.getByRole('link', { name: 'Change the amount or card' }).click();
  await page.getByRole('radio', { name: 'Another amount' }).check();
  await page.getByRole('textbox', { name: 'Amount to pay' }).fill('10');
  await page.getByRole('radio', { name: /Visa ending 4242/ }).check();
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Continue to secure payment' }).click();
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Payment cancelled. You have not been charged.')).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page);

  await page.getByRole('link', { name: 'Change the amount or card' }).click();
  await expect(balance).toHaveText(before);
});
