// Analytics privacy and flags (spec 7.8, 8): opting out in Site Settings stops every request and
// stays off; nothing is sent while config.json does not turn analytics on; a feature flag gates the
// chat hours hint, with a safe default when the flags call fails. Signed in as sam, so the events
// alex's tests read at the collector (analytics-collector.e2e.ts) never mix with these.
import type { Page, Request } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

const COLLECTOR_OR_TAGS = /\/api\/collect\/|\/demo\/tags\//;

async function signInAsSam(page: Page) {
  await page.goto('/');
  await signInOnLoginPage(page, 'sam@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome back, Sam' })).toBeVisible();
}

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Account' });

test('opting out in Site Settings stops all requests, and stays off after a reload', async ({
  page,
}) => {
  await signInAsSam(page);
  await page.getByRole('button', { name: 'Site Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Site Settings' });
  const toggle = dialog.getByRole('switch', { name: 'Allow usage analytics' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(dialog).toContainText(
    'Usage analytics is off. Nothing more is sent from this browser.',
  );
  await checkPage(page);

  const sent: string[] = [];
  const record = (request: Request) => {
    if (COLLECTOR_OR_TAGS.test(request.url())) sent.push(request.url());
  };
  page.on('request', record);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await navbar(page).getByRole('link', { name: 'Profile & Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile & Security' })).toBeVisible();
  await navbar(page).getByRole('link', { name: 'Dashboard' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Sam' })).toBeVisible();
  await page.waitForTimeout(6_000); // longer than the 5 s batch flush
  expect(sent).toEqual([]);

  await page.getByRole('button', { name: 'Site Settings' }).click();
  await expect(dialog.getByRole('switch', { name: 'Allow usage analytics' })).not.toBeChecked();
});

test('the chat-hours-hint flag shows the hint; when the flags call fails the safe default hides it', async ({
  page,
  browser,
}) => {
  const wednesdayNoonDenver = new Date('2026-11-25T19:00:00Z');
  await page.clock.install({ time: wednesdayNoonDenver });
  await signInAsSam(page);
  const chat = page.getByRole('region', { name: 'Chat' });
  await expect(chat).toContainText('Chat hours today: 7:00 AM – 9:00 PM Mountain Time');
  await checkPage(page);

  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    await other.clock.install({ time: wednesdayNoonDenver });
    let flagsFailed = false;
    await other.route('**/api/collect/flags/**', (route) => {
      flagsFailed = true;
      return route.abort();
    });
    await signInAsSam(other);
    const otherChat = other.getByRole('region', { name: 'Chat' });
    await expect(otherChat.getByRole('button', { name: 'Chat with us' })).toBeEnabled();
    await expect.poll(() => flagsFailed).toBe(true);
    await other.waitForTimeout(500);
    await expect(otherChat).not.toContainText('Chat hours today');
  } finally {
    await context.close();
  }
});

test('nothing is sent while config.json does not turn analytics on', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    delete config.analytics;
    await route.fulfill({ response, json: config });
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (COLLECTOR_OR_TAGS.test(request.url())) sent.push(request.url());
  });
  await signInAsSam(page);
  await navbar(page).getByRole('link', { name: 'Profile & Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile & Security' })).toBeVisible();
  await page.waitForTimeout(6_000);
  expect(sent).toEqual([]);
});
