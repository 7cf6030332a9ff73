// Documents, Communications, Refer a Friend, My Smart Home and Purchase History (issue 12).
// Uploads and preference changes write data, so these run on this worker's private backend
// (profile-fixtures.ts). One sign-in per test; each test covers a whole area.
import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import COMMUNICATIONS_TEXT from '../../src/features/communications/locales/en.json' with { type: 'json' };
import { checkPage, expect as baseExpect, openSignedIn, test } from './profile-fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), Buffer.alloc(2048)]);

test('documents: certificate PDF with the address, upload with progress that survives a reload, a renamed executable dropped is refused', async ({
  page,
}) => {
  await openSignedIn(page, '/documents', 'alex@example.com', 'Documents');
  await expect(page).toHaveTitle('Documents · Account Centre');
  const list = page.getByRole('region', { name: 'Your documents' });
  await expect(list.getByRole('rowheader')).toHaveText([
    'Alarm monitoring certificate',
    'Statement November 2026',
    'Statement October 2026',
    'Statement September 2026',
    'Statement August 2026',
    'Statement July 2026',
    'Statement June 2026',
    'Statement May 2026',
    'Monitoring agreement',
  ]);
  await checkPage(page);

  // The certificate is a real PDF naming the customer and the service address.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: 'Download Alarm monitoring certificate' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Alarm monitoring certificate.pdf');
  const parser = new PDFParse({ data: new Uint8Array(await readFile(await download.path())) });
  const { text } = await parser.getText();
  await parser.destroy();
  expect(text).toContain('12 Elm St, Provo, UT 84601');
  expect(text).toContain('Alex Rivera');

  // Upload through the file picker; the answer is held back a moment to see the progress bar.
  await page.route('**/api/account/documents?*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  await page
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'home-insurance.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(
    page.getByRole('progressbar', { name: 'Uploading home-insurance.pdf' }),
  ).toBeVisible();
  await expect(page.getByText('home-insurance.pdf was uploaded.')).toBeVisible();
  await expect(list.getByRole('rowheader', { name: 'home-insurance.pdf' })).toBeVisible();
  await page.unroute('**/api/account/documents?*');
  await page.reload();
  await expect(list.getByRole('rowheader', { name: 'home-insurance.pdf' })).toBeVisible();
  await checkPage(page);

  // A renamed executable, dragged and dropped: refused with the rule it broke.
  const dataTransfer = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(
        new File([new Uint8Array(bytes)], 'setup.pdf', { type: 'application/pdf' }),
      );
      return transfer;
    },
    [...EXE],
  );
  await page.getByTestId('documents-drop-zone').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByTestId('documents-drop-zone').getByRole('alert')).toContainText(
    '"setup.pdf" is not a PDF, JPEG or PNG file: only PDF, JPEG or PNG files can be uploaded.',
  );
  await expect(list.getByRole('rowheader', { name: 'setup.pdf' })).toHaveCount(0);
  await checkPage(page);
});

test('communications: alarm alerts keep one channel and say why; a saved choice survives a reload', async ({
  page,
}) => {
  await openSignedIn(page, '/communications', 'alex@example.com', 'Communications');
  await expect(page).toHaveTitle('Communications · Account Centre');
  const alarm = page.getByRole('group', { name: 'Alarm and service alerts' });
  const offers = page.getByRole('group', { name: 'Offers and news' });
  await expect(offers.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
  await expect(offers.getByRole('checkbox', { name: 'Text message' })).not.toBeChecked();
  await expect(alarm).toContainText(COMMUNICATIONS_TEXT.alarmWhy);
  await checkPage(page);

  await alarm.getByRole('checkbox', { name: 'Text message' }).uncheck();
  const alarmEmail = alarm.getByRole('checkbox', { name: 'Email' });
  await expect(alarmEmail).toHaveAttribute('aria-disabled', 'true');
  await alarmEmail.click({ force: true });
  await expect(alarmEmail).toBeChecked();

  await offers.getByRole('checkbox', { name: 'Email' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText(COMMUNICATIONS_TEXT.saved)).toBeVisible();
  await checkPage(page);

  await page.reload();
  await expect(offers.getByRole('checkbox', { name: 'Email' })).toBeChecked();
  await expect(alarm.getByRole('checkbox', { name: 'Text message' })).not.toBeChecked();
  await expect(alarm.getByRole('checkbox', { name: 'Email' })).toBeChecked();
});

test('refer a friend: code, share link copied with a toast, email share, referrals and rewards', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, '/refer-a-friend', 'alex@example.com', 'Refer a Friend');
  await expect(page).toHaveTitle('Refer a Friend · Account Centre');
  await expect(page.getByText('ALEX-HOME-7Q2', { exact: true })).toBeVisible();
  const link = `${baseURL}/demo/buy.html?ref=ALEX-HOME-7Q2`;
  await expect(page.getByLabel('Your share link')).toHaveValue(link);
  await expect(page.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=.*ref%3DALEX-HOME-7Q2/,
  );
  const referrals = page.getByRole('region', { name: 'Your referrals and rewards' });
  await expect(referrals.getByRole('row', { name: /Jamie P\./ })).toContainText('Credited');
  await checkPage(page);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await checkPage(page);
});

test('my smart home: the app opens once with the service and its devices; the same link again is refused', async ({
  page,
}) => {
  await openSignedIn(page, '/smart-home', 'alex@example.com', 'My Smart Home');
  await expect(page).toHaveTitle('My Smart Home · Account Centre');
  await checkPage(page);
  await page.getByRole('button', { name: 'Open the Smart Home app' }).click();
  await page.waitForURL(/\/smart-home-app\/open\?token=/);
  const magicUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '12 Elm St, Provo, UT 84601' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Front door lock' })).toBeVisible();
  await checkPage(page);

  await page.goto(magicUrl);
  await expect(page.getByRole('alert')).toContainText('This link has already been used.');
  await checkPage(page);
});

test('purchase history: past orders link to their order confirmation; hidden when the flag is off', async ({
  page,
}) => {
  await openSignedIn(page, '/purchase-history', 'alex@example.com', 'Purchase History');
  await expect(page).toHaveTitle('Purchase History · Account Centre');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Order O-5001',
    'Order O-4001',
    'Order O-3001',
  ]);
  await expect(page.getByRole('article', { name: 'Order O-5001' })).toContainText(
    'Awaiting your confirmation',
  );
  const order = page.getByRole('article', { name: 'Order O-4001' });
  await expect(order).toContainText('1 × Doorbell camera — $199.00');
  await expect(order).toContainText('Total: $507.00 + $10.00 a month');
  await expect(order).toContainText('Confirmed');
  await checkPage(page);

  // Each order opens its order confirmation page.
  await order.getByRole('link', { name: 'View order O-4001' }).click();
  await expect(page).toHaveURL(/\/order\/O-4001\/web$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible();
  await expect(page.getByText(/Confirmed on/)).toBeVisible();
  await checkPage(page);

  // showPurchaseHistory not exactly true: no navbar entry, and the path is not a page.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, showPurchaseHistory: 'true' } });
  });
  await page.goto('/purchase-history');
  await expect(page.getByText('The page "/purchase-history" does not exist.')).toBeVisible();
  await checkPage(page);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Documents' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Purchase History' }),
  ).toHaveCount(0);
  await checkPage(page);
});
