// The account centre's colour scheme (issue 27): the footer's System / Light / Dark choice is
// applied at once, remembered across a reload (before the first paint: no light flash), followed
// by another open tab, and passed on to the embedded header. System follows the browser.
import type { Page } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const LIGHT_PAGE = 'rgb(244, 246, 249)'; // --shs-color-surface-alt, light
const DARK_PAGE = 'rgb(13, 19, 27)'; // --shs-color-surface-alt, dark

/** The page's background as painted (the root takes the surface-alt token). */
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const headerBar = (page: Page) =>
  page
    .locator('shs-header')
    .evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('.bar')!).backgroundColor);

test('System / Light / Dark in the footer: applied, remembered before first paint, followed by other tabs', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const choice = page.getByRole('combobox', { name: 'Colour scheme' });
  await expect(choice).toHaveValue('system');
  await expect(choice.locator('option')).toHaveText(['System', 'Light', 'Dark']);
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);

  await choice.selectOption({ label: 'Dark' });
  await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
  await expect(page.locator('shs-header')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => headerBar(page)).toBe('rgb(21, 29, 40)');
  await checkPage(page);

  // A reload is dark from the first paint: the scheme is on <html> before the app's script runs.
  const themeAtFirstParse: string[] = [];
  page.on('domcontentloaded', async () => {
    themeAtFirstParse.push(
      String(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))),
    );
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(themeAtFirstParse[0]).toBe('dark');
  await expect(choice).toHaveValue('dark');

  // Another tab follows the choice made here, without a reload.
  const other = await context.newPage();
  await other.emulateMedia({ colorScheme: 'light' });
  await other.goto('/billing');
  await expect(other.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  expect(await pageBackground(other)).toBe(DARK_PAGE);
  await choice.selectOption({ label: 'Light' });
  await expect.poll(() => pageBackground(other)).toBe(LIGHT_PAGE);
  await expect(other.locator('shs-header')).toHaveAttribute('data-theme', 'light');

  // System follows the browser again: dark when the browser prefers dark.
  await choice.selectOption({ label: 'System' });
  await expect(page.locator('shs-header')).toHaveAttribute('data-theme', 'auto');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
  await expect.poll(() => headerBar(page)).toBe('rgb(21, 29, 40)');
  expect(await page.evaluate(() => localStorage.getItem('shs-theme'))).toBeNull();
  await checkPage(page);
});

test('forced colours (Windows high contrast): focus is an outline and the current page is marked', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.emulateMedia({ forcedColors: 'active' });
  const current = page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Dashboard' });
  expect(await current.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain(
    'underline',
  );
  await current.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  // Focus and its style land after the key press; on a busy run the first read came too soon.
  await expect(current).toBeFocused();
  await expect
    .poll(() => current.evaluate((el) => getComputedStyle(el).outlineStyle))
    .toBe('solid');
  await checkPage(page);
});
