// Issue 24 "Payments that recover", at 375 and 1280 px on this worker's private backend (these
// tests pay alex's bill): a declined test card keeps the customer on the hosted page with the
// amount they chose, a good card then pays it without typing the amount again, the app shows the
// receipt (amount, card, confirmation number, date in America/Denver) and the same receipt is in
// the mail outbox. A cancelled payment is retried with one button, with the same amount and card.
import type { Page } from '@playwright/test';
import { checkPage, expect, openSignedIn, test } from './profile-fixtures';

const WIDTHS = [
  { name: 'phone', width: 375, height: 812, amount: '6.25' },
  { name: 'desktop', width: 1280, height: 900, amount: '7.50' },
] as const;

interface Mail {
  subject: string;
  body: string;
}

async function typeCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('11/31');
  await page.getByLabel('Security code (CVC)').fill('321');
}

for (const size of WIDTHS) {
  test(`${size.name} (${size.width} px): a declined card, then a good one without re-entering the amount; receipt page and receipt mail`, async ({
    page,
    privateServer,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openSignedIn(page, '/billing/payment', 'alex@example.com', 'Make a Payment');
    const dollars = `$${size.amount}`;

    // The choice radios keep their size and line up, however long the card's label.
    const radios = page.getByRole('group', { name: 'Pay with' }).getByRole('radio');
    // The saved cards arrive after the page's heading: wait for them before measuring.
    await expect(radios.nth(2)).toBeVisible();
    const boxes = await radios.evaluateAll((inputs) =>
      inputs.map((input) => {
        const box = input.getBoundingClientRect();
        return { left: Math.round(box.left), width: Math.round(box.width) };
      }),
    );
    expect(boxes.length).toBeGreaterThan(2);
    for (const box of boxes) expect(box).toEqual({ left: boxes[0]?.left, width: 20 });
    await page.screenshot({ path: `test-results/screens/billing-payment-${size.width}.png` });

    await page.getByRole('radio', { name: 'Another amount' }).check();
    await page.getByRole('textbox', { name: 'Amount to pay' }).fill(size.amount);
    await page.getByRole('radio', { name: 'A new card' }).check();
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('button', { name: 'Continue to secure payment' }).click();

    // The hosted page: the declined test card keeps the customer here, amount unchanged.
    await expect(page.getByRole('heading', { level: 1, name: `Pay ${dollars}` })).toBeVisible({
      timeout: 15_000,
    });
    await typeCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: `Pay ${dollars}` }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your card was declined. Nothing was charged. Enter another card to try again (4 tries left).',
    );
    await expect(page.getByRole('heading', { level: 1, name: `Pay ${dollars}` })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveValue('');
    await checkPage(page);
    await page.screenshot({
      path: `test-results/screens/hosted-declined-${size.width}.png`,
      fullPage: true,
    });

    await typeCard(page, '5555 5555 5555 4444');
    await page.getByRole('button', { name: `Pay ${dollars}` }).click();

    // Back in the app: the receipt.
    const receipt = page.getByRole('region', { name: 'Payment receipt' });
    await expect(receipt).toBeVisible({ timeout: 15_000 });
    await expect(receipt).toContainText(`Thank you. We received your payment of ${dollars}.`);
    await expect(receipt).toContainText(`Amount paid${dollars}`);
    await expect(receipt).toContainText('CardMastercard ending 4444');
    await expect(receipt).toContainText(/Confirmation numberSHS-[A-Z0-9]{8}/);
    await expect(receipt).toContainText(
      /Date\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M M[SD]T/,
    );
    await expect(receipt).toContainText('We emailed this receipt to alex@example.com.');
    const rows = receipt.getByRole('definition');
    const [, , confirmation, date] = await rows.allInnerTexts();
    await checkPage(page);
    await page.screenshot({
      path: `test-results/screens/billing-receipt-${size.width}.png`,
      fullPage: true,
    });

    // The same receipt in the customer's mail.
    const mails = (await (
      await fetch(`${privateServer.origin}/demo/mail/api/messages?to=alex%40example.com`)
    ).json()) as Mail[];
    const mail = mails.find(
      (m) => m.subject === `Your Smart Home Security payment receipt ${confirmation}`,
    );
    expect(mail, `a receipt mail for ${confirmation}`).toBeDefined();
    expect(mail?.body).toContain(`Amount paid: ${dollars}`);
    expect(mail?.body).toContain('Card: Mastercard ending 4444');
    expect(mail?.body).toContain(`Date: ${date}`);
  });
}

test('a cancelled payment is retried with one button: same amount, same card', async ({ page }) => {
  await openSignedIn(page, '/billing/payment', 'alex@example.com', 'Make a Payment');
  await page.getByRole('radio', { name: 'Another amount' }).check();
  await page.getByRole('textbox', { name: 'Amount to pay' }).fill('3.10');
  await page.getByRole('radio', { name: /Visa ending 4242/ }).check();
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Continue to secure payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay $3.10' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByText('Payment cancelled. You have not been charged.')).toBeVisible({
    timeout: 15_000,
  });
  const retry = page.getByRole('button', { name: 'Try again: pay $3.10 with Visa ending 4242' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change the amount or card' })).toBeVisible();
  await checkPage(page);
  await page.screenshot({ path: 'test-results/screens/billing-retry-1280.png', fullPage: true });
  await retry.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pay $3.10' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $3.10' }).click();
  const receipt = page.getByRole('region', { name: 'Payment receipt' });
  await expect(receipt).toContainText('Amount paid$3.10', { timeout: 15_000 });
  await expect(receipt).toContainText('CardVisa ending 4242');
});
