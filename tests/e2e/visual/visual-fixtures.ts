// What the screenshot tests share: a private backend seeded afresh whose clock, like the
// browser's, starts at one fixed moment, so every run draws the same pages; and the viewports
// and colour schemes every picture is taken in.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { animationsSettled, test as base } from '../fixtures';
import { privateServerWith, type PrivateServer } from '../profile-fixtures';

/**
 * The screenshots' "now": a Friday morning in Denver. Far ahead of the real date on purpose: the
 * browser judges cookie expiry by the real clock, so a "now" in the past would expire the
 * provider's cookies as they are set.
 */
export const FIXED_NOW = '2034-06-16T16:00:00.000Z';

const preload = pathToFileURL(resolve('tests/e2e/visual/fixed-clock.mjs')).href;

export const VIEWPORTS = {
  mobile: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export const SCHEMES = ['light', 'dark'] as const;

export const test = base.extend<object, { visualServer: PrivateServer }>({
  visualServer: [
    privateServerWith({
      SHS_FIXED_NOW: FIXED_NOW,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim(),
    }),
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ visualServer }, provide) => {
    await provide(visualServer.origin);
  },
  page: async ({ page }, provide) => {
    // The browser's clock starts at the same moment and runs on (timers still fire).
    await page.clock.install({ time: new Date(FIXED_NOW) });
    await provide(page);
  },
});

/**
 * Waits until fonts, images and every finite animation (shadow roots included) are done, with
 * the pointer parked in the corner so no hover effect shows where the last click was.
 */
export async function settled(page: Page, { parkPointer = true } = {}): Promise<void> {
  if (parkPointer) await page.mouse.move(0, 0);
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await animationsSettled(page);
}
