// Shared end-to-end fixture. Every test that imports `test` from here fails when the page throws
// an uncaught error or violates the Content-Security-Policy at any point, and `checkPage` runs
// axe-core (WCAG 2.2 A/AA) on the page as a person sees it: call `checkPage` after every visit.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Password of every seeded demo customer (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo-pass-1';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page and fails with a readable list of violations. `crossOriginStyles`:
 * the page links a stylesheet from another origin (a third-party page embedding the header);
 * axe's preload would re-insert that sheet as an inline <style>, which the page's CSP rightly
 * blocks, so preloading is skipped there.
 */
export async function checkPage(page: Page, { crossOriginStyles = false } = {}): Promise<void> {
  await page.waitForLoadState('load');
  // Contrast means something only once the page has faded in (spec 2.1's route fade): wait for
  // every animation that ends (a loading spinner's never does).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // page.evaluate goes through the DevTools protocol, so the page's own CSP does not block axe.
  await page.evaluate(axeSource);
  await page.evaluate((skip) => Object.assign(window, { __axeNoPreload: skip }), crossOriginStyles);
  const violations = await page.evaluate(async (tags: string[]) => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } })
      .axe;
    const preload = !(window as unknown as { __axeNoPreload?: boolean }).__axeNoPreload;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, preload });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)),
    }));
  }, WCAG_TAGS);
  expect(violations as AxeViolation[], `axe-core violations on ${page.url()}`).toEqual([]);
}

/** Signs in through the reference provider's real login page (the page must be showing it). */
export async function signInOnLoginPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await checkPage(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, pageProblems }, use) => {
    page.on('pageerror', (error) => pageProblems.push(`Uncaught error: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      if (/Content.Security.Policy|CSP violation/i.test(text)) pageProblems.push(text);
    });
    // Reported by the browser for every blocked resource, even when nothing is logged.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    await use(page);
    expect(pageProblems, 'uncaught errors or CSP violations during the test').toEqual([]);
  },
});

export { expect };
