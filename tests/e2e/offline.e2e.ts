// Offline (issue 26): the account centre says so in one place, keeps what it shows, disables
// actions that need the network with the reason, and comes back when the browser is online; an
// error report made offline waits and reaches the ops page once the connection is back.
import type { APIRequestContext } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

const OFFLINE =
  "You're offline. What is on the page stays here; actions that need a connection are paused until you're back online.";

async function errorCount(request: APIRequestContext, message: string): Promise<number> {
  const body = (await (await request.get('/demo/ops/api/errors')).json()) as {
    groups: { message: string; count: number }[];
  };
  return body.groups.find((group) => group.message === message)?.count ?? 0;
}

test('offline and back online: one notice, content kept, network actions disabled with the reason, reports sent later', async ({
  page,
  context,
  pageProblems,
  request,
}) => {
  await page.goto('/profile/edit-email');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Email' })).toBeVisible();
  await page.waitForFunction(() => typeof (window as { Sentry?: unknown }).Sentry === 'object');
  const content = await page.getByRole('main').innerText();

  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: "You're offline." });
  await expect(notice).toHaveText(OFFLINE);
  await expect(page.getByText("You're offline.")).toHaveCount(1);
  // What the page showed stays.
  expect(await page.getByRole('main').innerText()).toBe(content);
  await page.screenshot({ path: 'test-results/offline-1280.png' });

  // A form's submit button is disabled and says why (the notice).
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toHaveAccessibleDescription(OFFLINE);
  // axe's preload fetches the page's stylesheets again, which cannot work offline; once it has
  // failed so, later runs on this page insert the sheets as inline <style> (which the CSP rightly
  // blocks), so both checks of this page run without it.
  await checkPage(page, { crossOriginStyles: true });

  // An error made offline is kept by the tracker…
  const message = 'Error: E2E failure while offline';
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('E2E failure while offline');
    }, 0),
  );
  await page.waitForTimeout(1000);
  expect(await errorCount(request, message)).toBe(0);

  // …and sent once the browser is back online, when the notice goes and the button works again.
  await context.setOffline(false);
  await expect(page.getByText("You're offline.")).toHaveCount(0);
  await expect(save).not.toHaveAttribute('aria-disabled', 'true');
  await expect.poll(() => errorCount(request, message)).toBe(1);

  // Offline again, a move to an area whose code is not loaded yet waits instead of failing; the
  // page stays, and the area opens once the browser is back online.
  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await expect(notice).toHaveText(OFFLINE);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Email' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByText("You're offline.")).toHaveCount(0);
  await checkPage(page, { crossOriginStyles: true });
  await page.screenshot({ path: 'test-results/back-online-billing.png' });

  expect(pageProblems).toEqual(['Uncaught error: E2E failure while offline']);
  pageProblems.length = 0;
});
