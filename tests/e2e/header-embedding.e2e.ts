// <shs-header> pasted on another origin's page (issue 15): /demo/third-party.html opened as
// http://127.0.0.1:<port> while the header, config, commerce and provider live on localhost:<port>.
// Config, dropdowns, search, cart and the Log In round trip all work across origins, with no
// console errors; failures say so honestly.
import type { ConsoleMessage, Page } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const header = (page: Page) => page.locator('shs-header');

function origins(baseURL: string | undefined) {
  const server = new URL(baseURL ?? 'http://localhost:8181');
  return { server: server.origin, page: `http://127.0.0.1:${server.port}` };
}

/** Console errors and warnings of the page, as text. */
function consoleLog(page: Page) {
  const seen: ConsoleMessage[] = [];
  page.on('console', (message) => seen.push(message));
  return {
    errors: () => seen.filter((m) => m.type() === 'error').map((m) => m.text()),
    warnings: () => seen.filter((m) => m.type() === 'warning').map((m) => m.text()),
  };
}

/** Page checks on the partner page: its stylesheet link is cross-origin (see checkPage). */
const checkThirdPartyPage = (page: Page) => checkPage(page, { crossOriginStyles: true });

async function openProfileMenu(page: Page) {
  const button = header(page).getByRole('button', { name: 'Profile menu' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

test('on another origin: config, dropdowns, search, cart and the Log In round trip', async ({
  page,
  baseURL,
}) => {
  const { server, page: pageOrigin } = origins(baseURL);
  const log = consoleLog(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${pageOrigin}/demo/third-party.html`);

  // Config read across origins: the links point at the configured sites, not this page's paths.
  await expect(header(page).getByRole('link', { name: 'Support' })).toHaveAttribute(
    'href',
    `${server}/demo/support.html`,
  );
  // Commerce across origins: the catalogue gives the dropdowns, the session the cart count.
  const shop = header(page).getByRole('button', { name: 'Shop' });
  await shop.click();
  const panel = header(page).getByRole('region', { name: 'Shop' });
  await expect(panel.getByRole('link', { name: 'Cameras', exact: true })).toHaveAttribute(
    'href',
    `${server}/demo/buy.html/categories/cameras`,
  );
  await checkThirdPartyPage(page);
  await header(page).getByRole('button', { name: 'Smart Services' }).click();
  await expect(
    header(page)
      .getByRole('region', { name: 'Smart Services' })
      .getByRole('link', { name: 'Car Guard' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  const cart = header(page).getByRole('link', { name: /in your cart$/ });
  await expect(cart).toHaveAttribute('href', `${server}/demo/buy.html/cart`);
  await expect(cart).toHaveAccessibleName(/^There (is 1 item|are \d+ items) in your cart$/);

  const search = header(page).getByRole('combobox', { name: 'Search' });
  await search.fill('camera');
  await expect(header(page).getByRole('option', { name: 'Doorbell Camera Pro' })).toBeVisible();
  await checkThirdPartyPage(page);
  await search.fill('');

  // Log In: the provider on localhost, then back to this page on 127.0.0.1, signed in.
  await openProfileMenu(page);
  await header(page).getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`^${server}/oidc/`));
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page).toHaveURL(`${pageOrigin}/demo/third-party.html`);
  await openProfileMenu(page);
  await expect(header(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
  await checkThirdPartyPage(page);

  expect(log.errors()).toEqual([]);
  expect(log.warnings().filter((w) => w.includes('shs-header'))).toEqual([]);
});

test('honest failures: unreadable config, sign-in that cannot start, failing search', async ({
  page,
  baseURL,
}) => {
  const { server, page: pageOrigin } = origins(baseURL);
  const log = consoleLog(page);
  await page.route(`${server}/config.json`, (route) => route.abort('failed'));
  await page.route(`${server}/api/commerce/search**`, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${pageOrigin}/demo/third-party.html`);
  await expect(header(page).getByRole('link', { name: 'Support' })).toHaveAttribute(
    'href',
    `${pageOrigin}/support`,
  );
  await expect
    .poll(() => log.warnings().filter((w) => w.includes('could not read the config')))
    .toHaveLength(1);
  expect(log.warnings().find((w) => w.includes('could not read the config'))).toContain(
    `could not read the config at ${server}/config.json`,
  );

  await openProfileMenu(page);
  await header(page).getByRole('button', { name: 'Log In' }).click();
  await expect(header(page).getByRole('alert')).toHaveText(
    'Sign-in is not available right now. Please try again later.',
  );
  await checkThirdPartyPage(page);
  await page.keyboard.press('Escape');
  await page.unroute(`${server}/config.json`);
  await page.reload();

  await header(page).getByRole('combobox', { name: 'Search' }).fill('camera');
  await expect(header(page).getByRole('status')).toHaveText('Search is not available right now');
  await checkThirdPartyPage(page);
});
