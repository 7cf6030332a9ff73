// Analytics end to end (spec 5, 7.8, 9.7): page views and action events reach the collector
// stand-in with the super-properties, tag-manager views too; a typed password or card number never
// does. (Privacy and flags: analytics-privacy.e2e.ts, signed in as sam so events never mix.)
import type { APIRequestContext, Page } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
// Serial: the tests read the one collector and the first ones' events must not mix with later ones.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const ALEX_ID = '65a1b2c3d4e5f60718293a4b';
const SUPER_PROPERTIES = {
  App: 'Account Center',
  Version: '2.0',
  'Screen Mode': 'Desktop',
  inWebView: false,
};

interface Collected {
  id: number;
  endpoint: string;
  event: string | null;
  distinctId: string | null;
  properties: Record<string, unknown>;
}

async function collected(request: APIRequestContext, afterId = 0): Promise<Collected[]> {
  const response = await request.get(`/api/collect/events?limit=500&afterId=${afterId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { events: Collected[] }).events;
}

async function lastId(request: APIRequestContext): Promise<number> {
  return (await collected(request))[0]?.id ?? 0;
}

async function signInAsAlex(page: Page) {
  await page.goto('/');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
}

/** The device id mixpanel gave this browser (its persistence cookie, `mp_<token>_mixpanel`). */
async function mixpanelDeviceId(page: Page): Promise<string> {
  let deviceId: string | undefined;
  await expect
    .poll(async () => {
      const cookie = (await page.context().cookies()).find((c) => /^mp_.*_mixpanel$/.test(c.name));
      deviceId = cookie
        ? (JSON.parse(decodeURIComponent(cookie.value)) as { $device_id?: string }).$device_id
        : undefined;
      return deviceId;
    }, 'mixpanel keeps its ids in a cookie')
    .toBeTruthy();
  return deviceId!;
}

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/**
 * Opens `path` and waits until analytics runs there: it starts once the page's first view has
 * settled, and its tag-manager view of the page (sent at once, not batched) reaches the
 * collector right after it has begun capturing actions.
 */
async function openWithAnalytics(
  page: Page,
  request: APIRequestContext,
  path: string,
  name: string,
) {
  const before = await lastId(request);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect
    .poll(async () =>
      (await collected(request, before)).some(
        (e) => e.event === 'utag.view' && e.properties.page_name === name,
      ),
    )
    .toBe(true);
}

test('two pages give page views, action and tag-manager events at the collector with the super-properties', async ({
  page,
  request,
}) => {
  const after = await lastId(request);
  await signInAsAlex(page);
  await checkPage(page);
  await navbar(page).getByRole('link', { name: 'Profile & Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile & Security' })).toBeVisible();

  // Other test files sign in as alex at the same time: this browser's events are told apart by
  // the device id mixpanel keeps in its cookie.
  const deviceId = await mixpanelDeviceId(page);
  // mixpanel sends batches every 5 s.
  let events: Collected[] = [];
  await expect
    .poll(
      async () => {
        events = (await collected(request, after)).filter((e) => e.distinctId === ALEX_ID);
        return events
          .filter((e) => e.event === '$mp_web_page_view' && e.properties.$device_id === deviceId)
          .map((e) => e.properties.Page)
          .sort();
      },
      { timeout: 20_000 },
    )
    .toEqual(['Dashboard', 'Profile & Security']);

  for (const event of events.filter((e) => e.endpoint === 'track')) {
    expect(event.properties).toMatchObject(SUPER_PROPERTIES);
  }
  const click = events.find(
    (e) =>
      e.event === 'Click' &&
      e.properties['Object Name'] === 'Profile & Security' &&
      e.properties.$device_id === deviceId,
  );
  expect(click?.properties).toMatchObject({ Page: 'Dashboard', ...SUPER_PROPERTIES });
  expect(Date.parse(String(click?.properties['Time Sent']))).not.toBeNaN();
  expect(events.some((e) => e.endpoint === 'engage')).toBe(true);
  expect(events.some((e) => e.endpoint === 'flags')).toBe(true);
  // Spec 7.8 groups: alex's account (customer C-1001) reaches the collector's groups/ endpoint,
  // and his events carry it.
  await expect
    .poll(
      async () =>
        (await collected(request, after)).some(
          (e) =>
            e.endpoint === 'groups' &&
            e.properties.$group_key === 'Account' &&
            e.properties.$group_id === 'C-1001',
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(click?.properties.Account).toEqual(['C-1001']);

  const tagViews = (await collected(request, after)).filter((e) => e.event === 'utag.view');
  expect(tagViews.map((e) => e.properties)).toContainEqual(
    expect.objectContaining({
      page_name: 'Profile & Security',
      current_url: expect.stringMatching(/\/profile$/),
      tealium_event: 'page_view',
    }),
  );

  // The developer page lists them, newest first.
  await page.goto('/demo/analytics/');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics collector' })).toBeVisible();
  await expect(page.getByRole('list').first()).toContainText('$mp_web_page_view');
  await checkPage(page);
});

test('the analytics library loads once the dashboard has its cards, and still sends their page view', async ({
  page,
  request,
}) => {
  await signInAsAlex(page);
  // What leaves the page, in order, until mixpanel's chunk (not the small wiring) is asked for.
  const order: string[] = [];
  let libraryAsked = false;
  page.on('requestfinished', (finished) => {
    if (!libraryAsked && /\/api\/account\/(attention|appointments|billing)/.test(finished.url()))
      order.push('cards data');
  });
  page.on('request', (asked) => {
    if (!libraryAsked && /\/assets\/analytics-(?!wiring)[\w-]+\.js$/.test(asked.url())) {
      libraryAsked = true;
      order.push('analytics library');
    }
  });
  const after = await lastId(request);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Needs your attention' })).toBeVisible();
  await expect.poll(() => libraryAsked, { timeout: 20_000 }).toBe(true);
  expect(order.at(-1)).toBe('analytics library');
  expect(order.filter((what) => what === 'cards data').length).toBeGreaterThanOrEqual(3);
  await checkPage(page);

  // The page view recorded meanwhile is sent once the library is there.
  const deviceId = await mixpanelDeviceId(page);
  await expect
    .poll(
      async () =>
        (await collected(request, after)).some(
          (e) =>
            e.event === '$mp_web_page_view' &&
            e.properties.Page === 'Dashboard' &&
            e.properties.$device_id === deviceId,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
});

test('a typed password or card number never reaches the collector', async ({ page, request }) => {
  const after = await lastId(request);
  const password = 'Secret-pass-4242';
  const card = '4111 1111 1111 1111';
  await signInAsAlex(page);

  await openWithAnalytics(page, request, '/profile/change-password', 'Change Password');
  const current = page.getByRole('textbox', { name: 'Current password', exact: true });
  await current.fill(password);
  await current.press('Tab');
  // Even shown as plain text, a password field is never captured.
  await page.getByRole('button', { name: 'Show new password' }).click();
  const next = page.getByRole('textbox', { name: 'New password', exact: true });
  await next.fill(card);
  await next.press('Tab');
  await checkPage(page);

  await openWithAnalytics(page, request, '/profile/emergency-contacts', 'Emergency Contacts');
  await page.getByRole('button', { name: 'Add a contact' }).click();
  const form = page.getByRole('form', { name: 'Add an emergency contact' });
  const relationshipField = form.getByRole('textbox', { name: 'Relationship' });
  await relationshipField.fill(card);
  await relationshipField.press('Tab');
  await relationshipField.fill('Neighbor');
  await relationshipField.press('Tab');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // The positive control arrives, so everything typed before it has been sent (or skipped).
  await expect
    .poll(
      async () =>
        (await collected(request, after)).some(
          (e) => e.event === 'Field Change' && e.properties.Value === 'Neighbor',
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  const all = JSON.stringify(await collected(request, after));
  expect(all).not.toContain(password);
  expect(all).not.toContain('4111');
  expect(all).not.toContain('Current password'); // password fields send no event at all
  const relationship = (await collected(request, after)).filter(
    (e) =>
      e.event === 'Field Change' && String(e.properties['Object Name']).includes('Relationship'),
  );
  expect(relationship.map((e) => e.properties.Value ?? null).sort()).toEqual(['Neighbor', null]);
});

test('a bad HTTP status from the collector gives an error report in the console', async ({
  page,
}) => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Analytics error report:')) {
      reports.push(message.text());
    }
  });
  // The error page needs no sign-in and still sends its page view.
  await page.route('**/api/collect/track/**', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/error?state=auth_guard_login');
  await expect(page.getByText('You are not logged in.')).toBeVisible();
  await checkPage(page);
  await expect.poll(() => reports.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(reports[0]).toContain('Bad HTTP status: 500');
});
