// Sessions that end on the server (issue 14): a session revoked elsewhere sends the account
// centre to sign-in and back to the page; signed-in devices with "Sign out" and "Sign out
// everywhere"; a cross-site link to the provider's end-session URL signs no one out. Private
// backend per worker (profile-fixtures.ts): these tests end sessions.
import { authHeaders, signIn } from '../../demo/server/test-support/sign-in';
import {
  checkPage,
  DEMO_PASSWORD,
  expect,
  openSignedIn,
  signInOnLoginPage,
  test,
} from './profile-fixtures';

const ACTIVITY = 'Account Access Activity';

test('a session revoked on the server sends the account centre to sign-in, then back', async ({
  page,
  privateServer,
}) => {
  await openSignedIn(page, '/profile/access-activity', 'sam@example.com', ACTIVITY);
  await expect(page.getByText('This device', { exact: true })).toBeVisible();
  await checkPage(page);

  // The customer signs in on another device and signs out everywhere else from there.
  const other = await signIn(privateServer.origin, {
    email: 'sam@example.com',
    password: DEMO_PASSWORD,
  });
  const everywhere = await fetch(`${privateServer.origin}/api/account/sessions`, {
    method: 'DELETE',
    headers: authHeaders(other),
  });
  expect(everywhere.status).toBe(200);

  // This tab's next call is refused, one refresh fails, and the provider asks to sign in.
  await page.getByRole('link', { name: 'Profile & Security' }).first().click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await signInOnLoginPage(page, 'sam@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile & Security' })).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page);
});

test('signed-in devices: sign one out, then every other one', async ({ page, privateServer }) => {
  const phone = await signIn(privateServer.origin, {
    email: 'alex@example.com',
    password: DEMO_PASSWORD,
  });
  const laptop = await signIn(privateServer.origin, {
    email: 'alex@example.com',
    password: DEMO_PASSWORD,
  });
  await openSignedIn(page, '/profile/access-activity', 'alex@example.com', ACTIVITY);
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  // This worker's earlier tests may have left other sessions of alex: count relative to now.
  const items = devices.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  expect(before).toBeGreaterThanOrEqual(3);
  await expect(devices.getByText('This device', { exact: true })).toBeVisible();
  await checkPage(page);

  await devices
    .getByRole('button', { name: /^Sign out: / })
    .first()
    .click();
  await expect(devices.getByText(/ was signed out\.$/)).toBeVisible();
  await expect(items).toHaveCount(before - 1);

  await devices.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await checkPage(page);
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(devices.getByText(/^\d+ other devices? (was|were) signed out\.$/)).toBeVisible();
  await expect(items).toHaveCount(1);

  // Both other devices' tokens are dead; this one goes on.
  for (const tokens of [phone, laptop]) {
    const answer = await fetch(`${privateServer.origin}/api/account/user-info`, {
      headers: authHeaders(tokens),
    });
    expect(answer.status).toBe(401);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ACTIVITY })).toBeVisible();
});

test('a cross-site link to end-session shows a question and signs no one out', async ({ page }) => {
  await openSignedIn(page, '/profile', 'sam@example.com', 'Profile & Security');
  // What a hostile page's link or image would request: no id_token_hint.
  await page.goto('/oidc/session/end?client_id=account-centre');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yes, sign me out' })).toBeVisible();
  await checkPage(page);
  // Nothing was submitted for the customer: the account centre still opens signed in.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile & Security' })).toBeVisible({
    timeout: 15_000,
  });
});
