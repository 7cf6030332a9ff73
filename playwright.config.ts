// End-to-end tests against the same server `npm start` runs (built SPA + header + reference
// backend), on its own port and a throwaway database so a developer's data is never touched.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/setup/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two minutes for every test, a net against a hang and not a measure of speed: on this 2-core
  // machine with two workers, a sign-in takes 5 to 17 s and each page check (axe in the page's
  // colour scheme, then contrast in the other) 2 to 5 s, so a journey of eight checked pages ran
  // past the 30 and 60 s limits tests used to set for themselves (CI, billing-payments and
  // profile-services), with nothing wrong but the load.
  timeout: 120_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Screenshot tests (tests/e2e/visual): a small tolerance for anti-aliasing, none for a change
  // of colour or layout. Regenerate the baselines on purpose: README, "Screenshot tests".
  expect: {
    // 10 s, not 5: a sign-out or sign-in is three navigations, and on a busy 2-core machine
    // those alone took over 5 s (CI, profile-account's sign-out).
    timeout: 10_000,
    toHaveScreenshot: { threshold: 0.03, maxDiffPixelRatio: 0.001, animations: 'disabled' },
  },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'tsx demo/server/index.ts',
    url: `${E2E_BASE_URL}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    // One database per port, so two runs side by side never reset each other's data.
    env: { PORT: String(PORT), SHS_DATA_DIR: `test-results/e2e-data-${PORT}`, SHS_RESET_DATA: '1' },
  },
});
