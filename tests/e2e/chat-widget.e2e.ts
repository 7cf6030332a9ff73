// Chat (spec 1, 4.2, 4.4, 7.6, 8) with the browser clock installed: open on a Wednesday at noon in
// Denver (panel, bot answer, prechat fields and identity recorded by the stand-in, transcript kept
// for the session, cleared by logout), closed at 3 am with the next opening, and the fallback
// when the chat script cannot load.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

// Wednesday 25 November 2026: 19:00 UTC is noon in Denver (MST), 10:00 UTC is 3 am.
const WEDNESDAY_NOON_DENVER = new Date('2026-11-25T19:00:00Z');
const WEDNESDAY_3AM_DENVER = new Date('2026-11-25T10:00:00Z');
const SAM_ID = '65c3d4e5f60718293a4b5c6d';

/** The shared e2e server's database (playwright.config.ts: one data dir per port). */
function chatSessions(): { user_id: string; prechat_json: string; ended_at: string | null }[] {
  const port = process.env.E2E_PORT ?? '8181';
  const db = new Database(join('test-results', `e2e-data-${port}`, 'shs.sqlite'), {
    readonly: true,
  });
  try {
    return db
      .prepare(
        'SELECT user_id, prechat_json, ended_at FROM chat_sessions WHERE user_id = ? ORDER BY created_at',
      )
      .all(SAM_ID) as { user_id: string; prechat_json: string; ended_at: string | null }[];
  } finally {
    db.close();
  }
}

async function signInAsSam(page: Page, at: Date) {
  await page.clock.install({ time: at });
  await page.goto('/');
  await signInOnLoginPage(page, 'sam@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome back, Sam' })).toBeVisible();
}

const chatRegion = (page: Page) => page.getByRole('region', { name: 'Chat' });
const launcher = (page: Page) => chatRegion(page).getByRole('button', { name: 'Chat with us' });

test('Wednesday noon in Denver: chat opens, answers, records prechat and identity; logout clears it', async ({
  page,
}) => {
  await signInAsSam(page, WEDNESDAY_NOON_DENVER);
  await expect(launcher(page)).toBeEnabled();
  await checkPage(page);

  await launcher(page).click();
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Message')).toBeFocused();
  await expect(panel.getByRole('list', { name: 'Conversation' })).toContainText(
    'about service 200300400',
  );
  await panel.getByLabel('Message').fill('How do I pay my bill?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('listitem').nth(2)).toContainText('under Billing');
  await checkPage(page);

  const [session] = chatSessions().filter((row) => row.ended_at === null);
  expect(session?.user_id).toBe(SAM_ID); // the JWT identity token was verified
  expect(JSON.parse(session!.prechat_json)).toEqual({
    Account_Id: 'A-4',
    Contact_Id: 'C-1002',
    Service_Id: '200300400',
    Phone_Number: '3855550199',
    Login_User: 'sam@example.com',
    ClientName: 'shs-account-centre',
  });

  // Esc closes the panel and focus returns to the launcher.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher(page)).toBeFocused();

  // The transcript persists for the session: after a reload the conversation is still there.
  await page.reload();
  await launcher(page).click();
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await panel.getByLabel('Message').fill('I need an agent');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('listitem').nth(4)).toContainText('asked an agent to join');
  // The stand-in answers from sam's own account, and says it is an automated answer.
  await panel.getByLabel('Message').fill('When is my next visit?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('listitem').nth(6)).toContainText(
    'You have no technician visit scheduled.',
  );
  await expect(panel.getByRole('listitem').nth(6)).toContainText(
    '(An automated answer from your account; type "agent" to talk to a person.)',
  );

  // Logout clears the chat session: it ends at the stand-in and the panel is gone.
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(chatSessions().filter((row) => row.ended_at === null)).toEqual([]);
  await signInOnLoginPage(page, 'sam@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome back, Sam' })).toBeVisible();
  await launcher(page).click();
  await expect(panel.getByRole('listitem')).toHaveCount(1); // a new chat: only the greeting
});

test('Wednesday 3 am in Denver: chat is closed and says when it opens, with the phone number', async ({
  page,
}) => {
  await signInAsSam(page, WEDNESDAY_3AM_DENVER);
  await expect(launcher(page)).toBeDisabled();
  const region = chatRegion(page);
  await expect(region).toContainText('Chat is closed right now.');
  await expect(region).toContainText(
    'Chat opens today at 7:00 AM Mountain Time (hours: 7:00 AM – 9:00 PM).',
  );
  await expect(region.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
    'href',
    'tel:18005550199',
  );
  await checkPage(page);

  // At 7 am the launcher is enabled without a reload.
  await page.clock.fastForward('04:00:00');
  await expect(launcher(page)).toBeEnabled();
});

test('the chat script failing to load shows the fallback with the phone number', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/demo/chat/esw.min.js', (route) => route.abort());
  await signInAsSam(page, WEDNESDAY_NOON_DENVER);
  await launcher(page).click();
  const region = chatRegion(page);
  await expect(region).toContainText('Chat is not available right now');
  await expect(region.getByRole('link', { name: '1-800-555-0199' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(logged.some((text) => text.includes('Chat could not be loaded.'))).toBe(true);
  await checkPage(page);
});
