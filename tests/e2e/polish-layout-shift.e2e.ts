// Issue 29: nothing on a page moves when its data arrives. The account APIs answer 1.5 s late
// here (a slow network, a busy server), so every page paints its loading state first; then the
// layout shift of the whole visit (CLS, as Chromium scores it) must stay at nothing to speak of.
// Before: the footer and the chat bar stood at the bottom of a short loading page and were
// pushed away (0.63 on /appointments at 412 px), and the bill's arrival pushed "How you pay"
// down (0.09 on /billing). Read-only: alex's data is not changed.
import type { Page } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * Half of Chromium's "good" line (0.1). What is left under it: the header's own upgrade (0.001 at
 * 1280 px) and the appointment cards, which each grow by their work order when it arrives (it
 * loads per card, after the list): 0.013 at 1280 px, where "Past visits" is on the first screen.
 */
const MOST_SHIFT = 0.05;
const API_DELAY_MS = 1500;

/** Each page and its heading. */
const PAGES = [
  { path: '/billing', heading: 'Billing' },
  { path: '/billing/payment', heading: 'Make a Payment' },
  { path: '/appointments', heading: 'Appointments' },
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/profile', heading: 'Profile & Security' },
];

/** The visit's layout shifts so far, with what moved (for the failure message). */
function layoutShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node }[];
          })[];
          resolve({
            total: entries.reduce((sum, entry) => sum + entry.value, 0),
            moved: entries.flatMap((entry) =>
              entry.sources.map((source) => (source.node?.textContent ?? '').trim().slice(0, 40)),
            ),
          });
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total: 0, moved: [] }), 500);
      }),
  );
}

test('pages keep their layout while their data loads, at 375 and 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.route(/\/api\/account\/(?!user-info)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.fallback();
  });

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Every part of the page has its data: no loader left.
      await expect(page.locator('.shs-loader')).toHaveCount(0);
      // The footer comes once the page has its data; it no longer stands on the first screen.
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const shifts = await layoutShifts(page);
      expect(
        shifts.total,
        `${path} at ${width} px moved: ${shifts.moved.join(' | ')}`,
      ).toBeLessThan(MOST_SHIFT);
      await checkPage(page);
    }
  }
});
