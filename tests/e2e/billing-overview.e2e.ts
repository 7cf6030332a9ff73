// The billing overview and the read-only billing pages, on the shared server (nothing here
// changes data): the overview's sections and sub-navigation, a statement downloaded as a real
// PDF, the CSV export of a filtered transaction list, the subscription alias and an unknown
// feature, and switching the service selector. One sign-in for the whole walk.
import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { checkPage as checkPageNow, expect, signInOnLoginPage, test } from './fixtures';
import type { Page } from '@playwright/test';

/** The page checks once the route's fade-in has finished (see profile-fixtures.ts). */
async function checkPage(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await checkPageNow(page);
}

async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  });
}

test('billing overview, statements as PDF, CSV export of the filter, subscriptions and the service selector', async ({
  page,
}) => {
  await page.goto('/billing');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible({
    timeout: 15_000,
  });

  await test.step('overview of alex’s Home service', async () => {
    const bill = page.getByRole('region', { name: 'Current bill' });
    await expect(bill.getByTestId('amount-due')).toHaveText('$84.97');
    await expect(bill).toContainText('December 5, 2026');
    await expect(bill).toContainText('November 1, 2026 to November 30, 2026');
    const pay = page.getByRole('region', { name: 'How you pay' });
    await expect(pay).toContainText('Visa ending 4242, expires 08/28');
    await expect(pay).toContainText(/Autopay\s*Off/);
    await expect(pay).toContainText(/Paperless billing\s*Off/);
    const financing = page.getByRole('region', { name: 'Equipment financing' });
    await expect(financing).toContainText('Everline Financing');
    await expect(financing).toContainText(/Remaining balance\s*\$360\.00/);
    await expect(financing).toContainText(/Monthly instalment\s*\$15\.00/);
    await expect(page.getByRole('region', { name: 'Subscriptions' }).getByRole('link')).toHaveText([
      'Playback DVR',
      'Smart Home Security Protection Plan',
      'Manage subscriptions',
    ]);
    // Every child page is one click away.
    await expect(
      page.getByRole('navigation', { name: 'Billing pages' }).getByRole('link'),
    ).toHaveText([
      'Overview',
      'Make a Payment',
      'Saved Payment Methods',
      'Billing History',
      'Transaction History',
      'Autopay',
      'Subscriptions',
      'Billing Address',
      'Paperless Billing',
    ]);
    await checkPage(page);
  });

  await test.step('a statement downloads as a PDF with the amount in it', async () => {
    await visit(page, '/billing/history', 'Billing History');
    const october = page.getByRole('listitem', { name: 'October 2026 statement' });
    await expect(october).toContainText('Total $84.97');
    await expect(page.getByText('Page 1 of 2 (7 statements)')).toBeVisible();
    await checkPage(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      october.getByRole('button', { name: 'Download the October 2026 statement' }).click(),
    ]);
    // The signed link works for a few minutes: ask it again for the headers.
    const response = await page.request.get(download.url());
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toContain('attachment');
    expect(download.suggestedFilename()).toBe('statement-2026-10.pdf');
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await new PDFParse({ data: new Uint8Array(bytes) }).getText();
    expect(text).toContain('$84.97');
    expect(text).toContain('S-100200300');
    await page.getByRole('button', { name: 'Older' }).click();
    await expect(page.getByText('Page 2 of 2 (7 statements)')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'May 2026 statement' })).toBeVisible();
  });

  await test.step('the CSV export is exactly what the filter shows', async () => {
    await visit(page, '/billing/transactions', 'Transaction History');
    await page.getByLabel('From').fill('2026-09-01');
    await page.getByLabel('To').fill('2026-10-31');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('charge');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('table')).toContainText('2 transactions, newest first.');
    await checkPage(page);
    const shown = (await rows.allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('transactions-S-100200300.csv');
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Type,Description,Amount (USD)');
    expect(lines.slice(1)).toEqual([
      '2026-10-01,Charge,"Monthly charges, October 2026",84.97',
      '2026-09-01,Charge,"Monthly charges, September 2026",84.97',
    ]);
    expect(shown).toEqual([
      'Oct 1, 2026 Charge Monthly charges, October 2026 $84.97',
      'Sep 1, 2026 Charge Monthly charges, September 2026 $84.97',
    ]);
    // A start after the end is explained and the list keeps the last good filter.
    await page.getByLabel('From').fill('2026-11-15');
    await expect(page.getByText('The start date must be on or before the end date.')).toBeVisible();
    await expect(rows).toHaveCount(2);
  });

  await test.step('subscriptions: the alias, and an unknown feature', async () => {
    await visit(page, '/subscription/protection-plan', 'Subscriptions');
    await expect(page).toHaveURL(/\/billing\/subscription\/protection-plan$/);
    await expect(
      page.getByRole('listitem', { name: 'Smart Home Security Protection Plan' }),
    ).toContainText(/\$14\.99 a month · Renews June 1, 2027/);
    await checkPage(page);
    await visit(page, '/billing/subscription/dvr', 'Subscriptions');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Subscription not found' }),
    ).toBeVisible();
    await expect(page.getByText('There is no subscription called “dvr”.')).toBeVisible();
    await checkPage(page);
    await page.getByRole('link', { name: 'See all your subscriptions' }).click();
    await expect(page).toHaveURL(/\/billing\/subscription\/all$/);
    await expect(page.getByRole('listitem', { name: 'Playback DVR' })).toBeVisible();
  });

  await test.step('switching the service shows that service’s billing', async () => {
    await visit(page, '/billing', 'Billing');
    await expect(page.getByTestId('amount-due')).toHaveText('$84.97');
    await page.getByRole('button', { name: /Service address/ }).click();
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /480 Canyon View Dr/ })
      .click();
    await expect(page.getByText('For 480 Canyon View Dr (S-100200301).')).toBeVisible();
    await expect(page.getByTestId('amount-due')).toHaveText('$129.98');
    await expect(page.getByRole('region', { name: 'Current bill' })).toContainText('Overdue');
    await expect(page.getByRole('region', { name: 'How you pay' })).toContainText(
      'Mastercard ending 4444, expires 12/27',
    );
    await expect(page.getByRole('region', { name: 'Subscriptions' })).toContainText(
      'Smart Home Security Protection Plan Mobile',
    );
    // No financing plan on this service: nothing is shown for it.
    await expect(page.getByRole('region', { name: 'Equipment financing' })).toHaveCount(0);
    await checkPage(page);
    // Put the selector back for whoever uses this browser storage next.
    await page.getByRole('button', { name: /Service address/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: /Home/ }).click();
    await expect(page.getByTestId('amount-due')).toHaveText('$84.97');
  });
});
