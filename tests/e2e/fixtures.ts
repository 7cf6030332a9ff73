// Shared end-to-end fixture. Every test that imports `test` from here fails when the page throws
// an uncaught error or violates the Content-Security-Policy at any point, and `checkPage` runs
// axe-core (WCAG 2.2 A/AA) on the page as a person sees it: call `checkPage` after every visit.
// It also checks colour contrast in the other colour scheme (dark when the test runs light), once
// per address path per test: a full second axe pass on every check doubled the suite's time.
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
  await animationsSettled(page);
  // page.evaluate goes through the DevTools protocol, so the page's own CSP does not block axe.
  await page.evaluate(axeSource);
  await page.evaluate((skip) => Object.assign(window, { __axeNoPreload: skip }), crossOriginStyles);
  await runAxe(page, { type: 'tag', values: WCAG_TAGS }, 'axe-core violations');
  await checkOtherSchemeContrast(page);
}

/**
 * Contrast means something only once the page has faded in (spec 2.1's route fade) and colours
 * have finished their transitions: waits for every animation that ends (a loading spinner's
 * never does), in the document and in every open shadow root (the header's, the heroes'), which
 * document.getAnimations() does not see.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const element of document.querySelectorAll('*'))
      if (element.shadowRoot) roots.push(element.shadowRoot);
    return roots.every((root) =>
      root
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    );
  });
}

/** Address paths already checked in the other colour scheme, per page (that is, per test). */
const otherSchemeChecked = new WeakMap<Page, Set<string>>();

/**
 * Colour contrast (axe's color-contrast rule only) in the colour scheme the test is not running
 * in, then back. Once per path per test, so a test that checks one page ten times pays once.
 */
async function checkOtherSchemeContrast(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname;
  const checked = otherSchemeChecked.get(page) ?? new Set<string>();
  otherSchemeChecked.set(page, checked);
  if (checked.has(path)) return;
  checked.add(path);
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  await page.emulateMedia({ colorScheme: dark ? 'light' : 'dark' });
  try {
    // Colour transitions (buttons, the header) start on the next frame: let them, then wait.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await animationsSettled(page);
    await runAxe(
      page,
      { type: 'rule', values: ['color-contrast'] },
      `colour contrast in the ${dark ? 'light' : 'dark'} colour scheme`,
    );
  } finally {
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  }
}

/** Runs axe (already injected) with `runOnly` and fails with a readable list of violations. */
async function runAxe(
  page: Page,
  runOnly: { type: 'tag' | 'rule'; values: string[] },
  what: string,
): Promise<void> {
  const violations = await page.evaluate(async (only) => {
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
    const result = await axe.run(document, { runOnly: only, preload });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)),
    }));
  }, runOnly);
  expect(violations as AxeViolation[], `${what} on ${page.url()}`).toEqual([]);
}

/** Signs in through the reference provider's real login page (the page must be showing it). */
export async function signInOnLoginPage(page: Page, email: string, password = DEMO_PASSWORD) {
  // The app's start-up and the redirect to the provider can take several seconds on a busy
  // 2-core machine (seen in a full run: over 5 s).
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({
    timeout: 15_000,
  });
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
