// The switches for every third party (issue 26): config.json's `features` turns a part off
// without a release. Each switch off leaves the pages usable, with an honest fallback, the part's
// code never requested, and no page error (the fixture checks that). Read-only for alex.
import type { Page, Request } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

type Feature = 'chat' | 'analytics' | 'video' | 'commerce' | 'payments';

/** Serves the real config.json with one feature switched off; collects the page's requests. */
async function switchOff(page: Page, feature: Feature): Promise<Request[]> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { features: Record<Feature, boolean> };
    json.features[feature] = false;
    await route.fulfill({ response, json });
  });
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

async function signIn(page: Page, path = '/dashboard') {
  await page.goto(path);
  await signInOnLoginPage(page, 'alex@example.com');
}

const dashboardHeading = (page: Page) => page.getByRole('heading', { name: 'Welcome back, Alex' });
/** Waits until the parts loaded after the first view (chat, analytics, monitoring) have run. */
const settled = (page: Page) =>
  page.waitForFunction(() => typeof (window as { Sentry?: unknown }).Sentry === 'object');

test('payments off: the balance is still shown, with the phone line instead of a payment form', async ({
  page,
}) => {
  await switchOff(page, 'payments');
  await signIn(page);
  await expect(dashboardHeading(page)).toBeVisible();
  const bill = page.getByRole('region', { name: 'Your bill' });
  await expect(bill).toContainText('Amount due$84.97');
  await expect(bill.getByRole('link', { name: 'Pay by phone: 1-800-555-0199' })).toHaveAttribute(
    'href',
    'tel:+18005550199',
  );
  await expect(bill.getByRole('link', { name: 'Pay bill' })).toHaveCount(0);
  await checkPage(page);

  await page.goto('/billing');
  const current = page.getByRole('region', { name: 'Current bill' });
  await expect(current.getByTestId('amount-due')).toHaveText('$84.97');
  await expect(current).toContainText(
    'Payments are unavailable right now. To pay your bill, call us at 1-800-555-0199.',
  );
  await expect(current.getByRole('link', { name: 'Make a Payment' })).toHaveCount(0);
  await checkPage(page);

  await page.goto('/billing/payment');
  await expect(page.getByRole('heading', { name: 'Balance: $84.97' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Payments are unavailable' })).toHaveText(
    'Payments are unavailable right now. To pay your bill, call us at 1-800-555-0199.',
  );
  await expect(page.getByRole('form', { name: 'Payment details' })).toHaveCount(0);
  await checkPage(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/payments-off-${width}.png` });
  }
});

test('chat off: no chat launcher and its script never loads, the phone number instead', async ({
  page,
}) => {
  const requests = await switchOff(page, 'chat');
  await signIn(page);
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(
    page.getByText('Chat is unavailable right now. Call us at 1-800-555-0199.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '1-800-555-0199' }).first()).toHaveAttribute(
    'href',
    'tel:+18005550199',
  );
  await settled(page);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  expect(requests.filter((request) => request.url().includes('/demo/chat/'))).toEqual([]);
  await checkPage(page);
});

test('analytics off: nothing reaches the collector and the pages work', async ({ page }) => {
  const requests = await switchOff(page, 'analytics');
  await signIn(page);
  await expect(dashboardHeading(page)).toBeVisible();
  await settled(page);
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await checkPage(page);
  // Give a batch the flush interval (spec 9.7: 5000 ms) to prove nothing was batched either.
  await page.waitForTimeout(5500);
  const analytics = requests.filter((request) =>
    /\/api\/collect\/(track|engage|groups|flags)|\/demo\/tags\//.test(request.url()),
  );
  expect(analytics.map((request) => request.url())).toEqual([]);
});

test('commerce off: Shop is a plain link and no commerce call is made', async ({ page }) => {
  const requests = await switchOff(page, 'commerce');
  await signIn(page);
  await expect(dashboardHeading(page)).toBeVisible();
  await settled(page);
  const header = page.locator('shs-header');
  await expect(header.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Shop' })).toHaveCount(0);
  expect(requests.filter((request) => request.url().includes('/api/commerce'))).toEqual([]);
  await checkPage(page);
});

test('video off: the heroes show without play buttons and the provider script never loads', async ({
  page,
}) => {
  const requests = await switchOff(page, 'video');
  await page.goto('/demo/heroes.html');
  const gallery = page.getByRole('region', { name: 'Featured offers' });
  await expect(gallery.getByRole('group').first()).toBeAttached();
  await expect(gallery.getByRole('button', { name: /^Play video:/ })).toHaveCount(0);
  await checkPage(page);
  expect(requests.filter((request) => request.url().includes('/vendor/vidyard/'))).toEqual([]);

  // The same page with video on has the play button this test expects to be gone.
  await page.unroute('**/config.json');
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Featured offers' })
      .getByRole('button', { name: 'Play video: Tour of a smart home' }),
  ).toBeAttached();
});
