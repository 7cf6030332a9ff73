// The header configurator (/demo/configurator): a developer sets attributes and the theme with
// form controls, the page's own header follows, and the copied snippet, pasted into a blank page
// on another origin (a server of its own on 127.0.0.1 against the demo on localhost), shows the same
// header. Bad values say so under their field and stay out of the header and the snippet.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { checkPage, expect as baseExpect, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

const serverOrigin = (baseURL: string | undefined) =>
  new URL(baseURL ?? 'http://localhost:8181').origin;

/** A colour of an element in the header's shadow root. */
const shadowStyle = (page: Page, selector: string, property: 'color' | 'backgroundColor') =>
  page
    .locator('shs-header')
    .evaluate(
      (el, [sel, prop]) => getComputedStyle(el.shadowRoot!.querySelector(sel!)!)[prop as 'color'],
      [selector, property],
    );

/** Opens the configurator and sets a theme and a few attributes. */
async function configure(page: Page) {
  await page.goto('/demo/configurator');
  await expect(page.getByRole('heading', { name: 'Configure <shs-header>' })).toBeVisible();
  await page.getByLabel('--shs-color-brand', { exact: true }).fill('#7c2d12');
  await page.getByLabel('--shs-color-surface', { exact: true }).fill('#fff7ed');
  await page.getByLabel('data-search-placeholder').fill('Search our help centre');
  await page.getByLabel('data-cart-count').fill('4');
}

/**
 * A blank partner page holding exactly `snippet`, served by a server of its own on 127.0.0.1 (a
 * real page on another origin: a page the test fulfilled itself would not count as one on this
 * machine, and Chromium's local network access rules would keep it from loading the header).
 */
async function openPartnerPage(page: Page, snippet: string): Promise<() => Promise<void>> {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8" /><title>Partner page</title></head>
<body>
${snippet}
<main><h1>A partner's page</h1></main>
</body>
</html>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${port}/`);
  return () => new Promise<void>((done) => server.close(() => done()));
}

/** What the configured header shows, wherever it is. */
async function expectConfiguredHeader(page: Page) {
  const header = page.locator('shs-header');
  await expect(header.getByRole('combobox', { name: 'Search' })).toHaveAttribute(
    'placeholder',
    'Search our help centre',
  );
  await expect(header.getByRole('link', { name: 'There are 4 items in your cart' })).toBeVisible();
  await expect.poll(() => shadowStyle(page, '.brand', 'color')).toBe('rgb(124, 45, 18)');
  await expect.poll(() => shadowStyle(page, '.bar', 'backgroundColor')).toBe('rgb(255, 247, 237)');
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(baseURL ?? 'http://localhost:8181').origin,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the live header follows the form, and the copied pinned snippet works on another origin', async ({
  page,
  baseURL,
}) => {
  const server = serverOrigin(baseURL);
  await configure(page);
  await expectConfiguredHeader(page);
  await checkPage(page);

  await page.getByLabel('Version 0.1.0, pinned with SRI hashes').check();
  const snippet = page.getByLabel('Snippet', { exact: true });
  await expect(snippet).toContainText(
    `src="${server}/header/0.1.0/shs-header.js" integrity="sha384-`,
  );
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await snippet.textContent());
  expect(copied).toContain('<script type="importmap">');
  expect(copied).toContain('    --shs-color-brand: #7c2d12;');
  expect(copied).toContain(`  data-config-url="${server}/config.json"`);
  expect(copied).toContain('  data-search-placeholder="Search our help centre"');

  const closePartner = await openPartnerPage(page, copied);
  await expectConfiguredHeader(page);
  await expect(page.locator(`script[src="${server}/header/0.1.0/shs-header.js"]`)).toHaveAttribute(
    'integrity',
    /^sha384-/,
  );
  await checkPage(page, { crossOriginStyles: true });
  await closePartner();
});

test('the stable-alias snippet, and a bad value says why and stays out', async ({
  page,
  baseURL,
}) => {
  const server = serverOrigin(baseURL);
  await configure(page);
  const accent = page.getByLabel('--shs-color-accent', { exact: true });
  await accent.fill('not a colour');
  await expect(page.getByText('Not a colour: the default stays until it is one.')).toBeVisible();
  await expect(accent).toHaveAttribute('aria-invalid', 'true');
  const services = page.getByLabel('data-services');
  await services.fill('[{"serviceName": ');
  await expect(page.getByText('Not valid JSON: left out until it parses.')).toBeVisible();
  // What was typed stays in the fields; the header and the snippet leave both out.
  await expect(accent).toHaveValue('not a colour');
  await expect(services).toHaveValue('[{"serviceName": ');
  await expect.poll(() => page.locator('shs-header').getAttribute('data-services')).toBe(null);
  await checkPage(page);

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n').slice(0, 2)).toEqual([
    `<link rel="stylesheet" href="${server}/header/shs-header.css" />`,
    `<script type="module" src="${server}/header/shs-header.js"></script>`,
  ]);
  expect(copied).not.toContain('not a colour');
  expect(copied).not.toContain('data-services');

  const closePartner = await openPartnerPage(page, copied);
  await expectConfiguredHeader(page);
  await checkPage(page, { crossOriginStyles: true });
  await closePartner();
});

test('on a phone the form scrolls under the live header, which stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/demo/configurator');
  const cartCount = page.getByLabel('data-cart-count');
  await cartCount.fill('2');
  // The field is far down the form: the window did not scroll, <main> did.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const header = page.locator('shs-header');
  await expect(
    header.getByRole('link', { name: 'There are 2 items in your cart' }),
  ).toBeInViewport();
  await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeInViewport();
  await checkPage(page);
});
