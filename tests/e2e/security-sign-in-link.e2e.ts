// Issue 23, finding 7: after a stranger's wrong passwords make the account wait, the owner signs in
// at once with a link mailed to the account. Private backend per worker (profile-fixtures.ts):
// the failed attempts here must not slow the shared server's other sign-ins.
import { checkPage, expect, signInOnLoginPage, test } from './profile-fixtures';

test('a sign-in link by mail lets the owner in while the throttle makes the account wait', async ({
  page,
  privateServer,
}) => {
  await page.goto('/profile');
  // Wrong passwords until the wait is long enough to act inside it (growing delays: 1 s, 2 s,
  // 4 s, 8 s...; a guess sent while waiting is refused without counting).
  const alert = page.locator('#form-error');
  for (let i = 0; i < 20; i++) {
    await signInOnLoginPage(page, 'sam@example.com', `wrong-guess-${i}`);
    const text = (await alert.textContent()) ?? '';
    const seconds = Number(/wait (\d+) seconds?/.exec(text)?.[1] ?? 0);
    if (seconds >= 6) break;
    if (seconds) await page.waitForTimeout(seconds * 1000);
  }
  // Even the right password now waits, and the page offers the owner's way round.
  await signInOnLoginPage(page, 'sam@example.com');
  await expect(alert).toContainText('Too many incorrect attempts.');
  const offer = page.getByRole('button', { name: 'Email me a sign-in link' });
  await expect(offer).toBeVisible();
  await expect(
    page.getByText(
      'Is this your account? We can email you a link that signs you in on this device now.',
    ),
  ).toBeVisible();
  await checkPage(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/sign-in-link-offer-${width}.png`, fullPage: true });
  }

  await offer.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'If an account uses that email address, we have sent it a sign-in link. Open it in this browser within 15 minutes; it works once.',
  );
  await checkPage(page);
  await page.screenshot({ path: 'test-results/sign-in-link-sent-1280.png', fullPage: true });

  const messages = (await (
    await fetch(`${privateServer.origin}/demo/mail/api/messages?to=sam%40example.com`)
  ).json()) as { subject: string; body: string }[];
  const mail = messages.find(
    (message) => message.subject === 'Your Smart Home Security sign-in link',
  );
  const link = /(http\S+\/sign-in-link\?token=\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
  expect(link).toBeTruthy();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile & Security' })).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page);
});
