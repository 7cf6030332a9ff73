// Issue 29, the cold dashboard: a signed-in visit to the landing page shows the dashboard's frame
// (the header's bar, the welcome art, a spinner) from index.html before the app's code has run,
// then the app's own page takes its place with the art exactly where the frame had it: nothing
// jumps. Phones (where the art is a slim band), other pages and signed-out visits never show it,
// and a page that cannot get its user info shows the app's own "Loading..." after a few seconds
// instead of the frame. Read-only: alex's data is not changed.
import type { Page } from '@playwright/test';
import { LANGUAGE_KEY } from '../../src/lib/i18n/starting-locale';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

const USER_INFO = /\/api\/account\/user-info/;

/**
 * Records in the tab's sessionStorage whether the head script ever turned the frame on for each
 * page this tab opens (it outlives a page that moves on to the login page).
 */
async function recordFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // The <html> element may not be there yet when this runs: watch the whole document.
    new MutationObserver(() => {
      if (document.documentElement?.classList.contains('shs-prepainting'))
        sessionStorage.setItem(`framed:${location.pathname}`, 'yes');
    }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
  });
}

const framed = (page: Page, path: string) =>
  page.evaluate((key) => sessionStorage.getItem(key), `framed:${path}`);

/** A new visit of this tab with nothing of the app's own per-tab cache: it waits for user info. */
async function coldVisit(page: Page, path: string): Promise<void> {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(path);
}

/** Signs alex in through the login page, from the dashboard, and waits for the greeting. */
async function signInToDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
}

/**
 * Holds back the answers to user info until the returned function is called (it then lets them
 * through and stops holding), so whatever shows while a page waits for it can be looked at.
 */
async function holdUserInfo(page: Page): Promise<() => Promise<void>> {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(USER_INFO, async (route) => {
    await answered;
    await route.fallback();
  });
  return async () => {
    answer();
    await page.unroute(USER_INFO);
  };
}

test('on a wide screen the landing page shows its frame at once, then the page in the same place', async ({
  page,
}) => {
  await recordFrame(page);
  await signInToDashboard(page);

  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 800 });
    // User info answers late, so the frame is on screen long enough to look at.
    const release = await holdUserInfo(page);
    await coldVisit(page, '/dashboard');

    const frame = page.locator('#shs-prepaint');
    const art = frame.locator('.dashboard-hero');
    await expect(art).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    // The art is drawn as the app draws it (below).
    const paint = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor} ${style.backgroundImage}`;
    };
    const framePaint = await art.evaluate(paint);
    expect(framePaint).toContain('dashboard-background.svg');
    const frameBox = await art.boundingBox();

    await release();
    await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
    await expect(frame).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain(
      'shs-prepainting',
    );
    const hero = page.getByRole('region', { name: 'Welcome back, Alex' });
    const heroBox = await hero.boundingBox();
    expect(await hero.evaluate(paint)).toBe(framePaint);
    expect(frameBox, `the art at ${width} px`).not.toBeNull();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(heroBox![side] - frameBox![side]), `${side} at ${width} px`).toBeLessThan(1);
    expect(await framed(page, '/dashboard')).toBe('yes');
    await checkPage(page);
  }
});

test('while the frame shows, a screen reader finds its status, “Loading...”, in the page’s language', async ({
  page,
}) => {
  await signInToDashboard(page);
  const frame = page.locator('#shs-prepaint');
  for (const [language, words] of [
    ['en', 'Loading...'],
    ['es', 'Cargando...'],
  ] as const) {
    // The language this device chose (what the head script reads before the body is parsed).
    await page.evaluate(([key, chosen]) => localStorage.setItem(key, chosen), [
      LANGUAGE_KEY,
      language,
    ] as const);
    const release = await holdUserInfo(page);
    await coldVisit(page, '/dashboard');
    await expect(frame.locator('.dashboard-hero')).toBeVisible();
    // The art is hidden from assistive technology, and so is the app under it, still invisible:
    // the one thing to find is the spinner's status, in one language.
    await expect(frame).toMatchAriaSnapshot(`- status: ${words}`);
    await release();
    await expect(frame).toHaveCount(0);
  }
  await checkPage(page);
});

test('on a phone the frame stays hidden: the art is a slim band there, and the app shows at once', async ({
  page,
}) => {
  await recordFrame(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInToDashboard(page);

  const release = await holdUserInfo(page);
  await coldVisit(page, '/dashboard');
  // The app's own "Loading..." is on screen while user info is on its way, not behind a frame.
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.locator('#shs-prepaint .dashboard-hero')).toBeHidden();
  expect(await framed(page, '/dashboard')).toBe('yes');
  await release();
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
  await expect(page.locator('#shs-prepaint')).toHaveCount(0);
  await checkPage(page);
});

test('other pages, and a signed-out visit to the dashboard, never show the frame', async ({
  page,
  browser,
}) => {
  await recordFrame(page);
  await page.goto('/billing');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await coldVisit(page, '/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  expect(await framed(page, '/billing')).toBeNull();
  await expect(page.locator('#shs-prepaint')).toHaveCount(0);

  const signedOut = await browser.newContext();
  const visitor = await signedOut.newPage();
  await recordFrame(visitor);
  await visitor.goto('/dashboard');
  await expect(visitor.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await framed(visitor, '/dashboard')).toBeNull();
  await signedOut.close();
});

test('when user info does not come, the app’s own “Loading...” replaces the frame', async ({
  page,
}) => {
  await signInToDashboard(page);

  const release = await holdUserInfo(page);
  await coldVisit(page, '/dashboard');
  // The frame's own status says "Loading..." too: the app's is the one left once it has gone.
  await expect(page.locator('#shs-prepaint')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await release();
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
  await checkPage(page);
});
