// Issue 24 on the shared server (nothing here changes data): all nine billing pages reachable by
// links in view at 375 and 1280 px (no destination hidden past the edge, keyboard included), the
// service selector in the same place on every billing page, and one service's bill read in the
// five views that come from the one ledger (overview, Billing History, Transaction History, the
// statement PDF, Documents) with the same total. Screenshots of each page at both widths land
// in test-results/screens.
import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import type { Download, Page } from '@playwright/test';
import { checkPage as checkPageNow, expect, signInOnLoginPage, test } from './fixtures';

async function checkPage(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await checkPageNow(page);
}

const PAGES = [
  ['Overview', 'Billing'],
  ['Make a Payment', 'Make a Payment'],
  ['Saved Payment Methods', 'Saved Payment Methods'],
  ['Billing History', 'Billing History'],
  ['Transaction History', 'Transaction History'],
  ['Autopay', 'Autopay'],
  ['Subscriptions', 'Subscriptions'],
  ['Billing Address', 'Billing Address'],
  ['Paperless Billing', 'Paperless Billing'],
] as const;

for (const width of [375, 1280]) {
  test(`all nine billing pages by visible links at ${width} px, the selector in one place`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/billing');
    await signInOnLoginPage(page, 'alex@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible({
      timeout: 15_000,
    });
    const nav = page.getByRole('navigation', { name: 'Billing pages' });
    let selectorBox: { right: number; top: number } | null = null;
    for (const [link, heading] of PAGES) {
      const target = nav.getByRole('link', { name: link, exact: true });
      // In view: visible, and wholly inside the window's width (nothing scrolled off sideways).
      for (const [name] of PAGES) {
        const box = await nav.getByRole('link', { name, exact: true }).boundingBox();
        expect(box, `${name} has a box`).not.toBeNull();
        expect(box!.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${name} ends inside the window`).toBeLessThanOrEqual(width);
      }
      await target.click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
        timeout: 15_000,
      });
      await expect(target).toHaveAttribute('aria-current', 'page');
      const selector = page.locator('.app-main__bar > .service-selector');
      await expect(selector).toBeVisible();
      // Its right edge and top stay put; on a phone it may grow leftwards where no breadcrumb is.
      const box = await selector.boundingBox();
      const here = box ? { right: Math.round(box.x + box.width), top: Math.round(box.y) } : null;
      if (selectorBox) expect(here, `the selector on ${link}`).toEqual(selectorBox);
      selectorBox = here;
      await checkPage(page);
      await page.screenshot({
        path: `test-results/screens/billing-${link.toLowerCase().replaceAll(' ', '-')}-${width}.png`,
      });
    }

    // By keyboard: Tab reaches the links in order and Enter follows one.
    await nav.getByRole('link', { name: 'Paperless Billing' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'Billing Address' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing Address' })).toBeVisible();
  });
}

async function pdfText(download: Download): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(await download.path())) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

test('one ledger: the November bill of alex’s Home reads the same in all five views', async ({
  page,
}) => {
  await page.goto('/billing');
  await signInOnLoginPage(page, 'alex@example.com');
  const amount = page.getByTestId('amount-due');
  await expect(amount).toHaveText('$84.97', { timeout: 15_000 });
  const due = (await amount.textContent()) ?? '';

  // Billing History: November's statement, and its PDF.
  await page.goto('/billing/history');
  const november = page.getByRole('listitem', { name: 'November 2026 statement' });
  await expect(november).toContainText(`Total ${due}`, { timeout: 15_000 });
  await expect(page.getByText('Page 1 of 2 (7 statements)')).toBeVisible();
  await checkPage(page);
  const [fromHistory] = await Promise.all([
    page.waitForEvent('download'),
    november.getByRole('button', { name: 'Download the November 2026 statement' }).click(),
  ]);
  expect(await pdfText(fromHistory)).toContain(`Total due ${due}`);

  // Transaction History: one charge in November, of the same amount.
  await page.goto('/billing/transactions');
  await page.getByLabel('From').fill('2026-11-01');
  await page.getByLabel('To').fill('2026-11-30');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('charge');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1, { timeout: 15_000 });
  expect((await rows.first().innerText()).replace(/\s+/g, ' ')).toContain(
    `Monthly charges, November 2026 ${due}`,
  );
  await checkPage(page);

  // Documents: the same statement, with the same total in its PDF.
  await page.goto('/documents');
  const list = page.getByRole('region', { name: 'Your documents' });
  await expect(list.getByRole('rowheader', { name: 'Statement November 2026' })).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page);
  const [fromDocuments] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: 'Download Statement November 2026' }).click(),
  ]);
  expect(await pdfText(fromDocuments)).toContain(`Total due ${due}`);
});
