// Issue 29, "the way in": a signed-out visit to a page that needs sign-in goes to the provider's
// login page through the light sign-in starter, loaded into the page asked for (no other page on
// the way), without fetching the account centre's bundle, and comes back to the exact page asked
// for; public pages are never sent to sign in. When the sign-in cannot start, the app loads in the
// same page and shows its own error page.
import type { Page, Request } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

/** The account centre's scripts and styles: its entry (`index-*.js`), pages, stylesheets. */
function isAppAsset(request: Request): boolean {
  const { pathname } = new URL(request.url());
  return /^\/assets\/(?!(sign-in-start|way-in)-)/.test(pathname);
}

/** The documents the tab loaded (the page asked for, the provider's pages), in order. */
function documents(requests: Request[]): string[] {
  return requests
    .filter((request) => request.isNavigationRequest())
    .map((request) => new URL(request.url()).pathname);
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test('a signed-out visit reaches the login page without the app, then lands on the page asked for', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/billing?x=1#y');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await checkPage(page);

  const paths = requests.map((request) => new URL(request.url()).pathname);
  expect(paths.some((path) => /^\/assets\/way-in-/.test(path))).toBe(true);
  expect(paths.some((path) => /^\/assets\/sign-in-start-/.test(path))).toBe(true);
  expect(requests.filter(isAppAsset).map((request) => request.url())).toEqual([]);
  // From the page asked for straight to the provider: no page of our own in between.
  expect(documents(requests).slice(0, 2)).toEqual(['/billing', '/oidc/auth']);

  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page).toHaveURL(/\/billing\?x=1#y$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
});

test('public pages load the app and are not sent to sign in', async ({ page }) => {
  for (const path of ['/error', '/404', '/no-such-page']) {
    const requests = recordRequests(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(requests.some((request) => request.url().includes('/assets/sign-in-start-'))).toBe(
      false,
    );
    expect(requests.some(isAppAsset)).toBe(true);
    page.removeAllListeners('request');
  }
});

test('signed in, a reload of a protected page loads the app and stays', async ({ page }) => {
  await page.goto('/documents');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page).toHaveURL(/\/documents$/);
  const requests = recordRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  expect(requests.some((request) => request.url().includes('/assets/sign-in-start-'))).toBe(false);
  expect(documents(requests)).toEqual(['/documents']);

  // The dashboard's own preloads (its chunk, stylesheet, hero background) come only on the way to
  // the dashboard: on any other page they were bytes and requests before its first paint.
  const landingTags = () => page.locator('head [data-shs-landing]').count();
  expect(await landingTags()).toBe(0);
  expect(requests.some((request) => request.url().endsWith('/dashboard-background.svg'))).toBe(
    false,
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await landingTags()).toBeGreaterThan(2);
});

test('when the provider cannot be reached, the app loads in the page asked for and shows its error page', async ({
  page,
}) => {
  await page.route('**/oidc/.well-known/**', (route) => route.abort());
  const requests = recordRequests(page);
  await page.goto('/billing?x=1');
  // The app's guard cannot start the sign-in either: its error page, as before the way in.
  await expect(page).toHaveURL(/\/error\?state=auth_guard_login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requests.some((request) => request.url().includes('/assets/sign-in-start-'))).toBe(true);
  expect(requests.some(isAppAsset)).toBe(true);
  expect(documents(requests)).toEqual(['/billing']);
});
