// Issue 28, a Spanish-speaking customer's whole job: a browser in Spanish signs in on the
// provider's Spanish page, pays a bill with a test card (a declined card first, then a good one),
// reschedules the installation and changes the mobile number, every page in Spanish with
// <html lang="es"> and axe-clean; the receipt mail is in Spanish. Then the choice itself: made in
// Profile & Security on an English browser, it holds across a reload, a sign-out and sign-in, and
// another device, and words the customer's mail. These tests change alex's and sam's data, so
// they run on a backend of their own.
import type { Browser, Page } from '@playwright/test';
import { animationsSettled, checkPage as checkPageNow, expect, test as base } from './fixtures';
import { privateServerWith, type PrivateServer } from './profile-fixtures';

const test = base.extend<object, { spanishServer: PrivateServer }>({
  spanishServer: [privateServerWith(), { scope: 'worker', timeout: 60_000 }],
  baseURL: async ({ spanishServer }, provide) => {
    await provide(spanishServer.origin);
  },
});

test.describe.configure({ timeout: 180_000 });
const DEMO_PASSWORD = 'Demo-pass-1';

interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** The page checks (axe, CSP, uncaught errors), and the page's language. */
async function checkPage(page: Page, lang: 'es' | 'en' = 'es') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang, { timeout: 15_000 });
  await checkPageNow(page);
}

/** Signs in on the provider's page in Spanish. */
async function iniciarSesion(page: Page, email: string) {
  const submit = page.getByRole('button', { name: 'Iniciar sesión', exact: true });
  await expect(submit).toBeVisible({ timeout: 15_000 });
  await checkPage(page);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await submit.click();
}

/** Opens a page by its address and waits for its heading. */
async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  });
}

/** Types a test card on the hosted payment page, in Spanish. */
async function typeCard(page: Page, number: string) {
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel('Fecha de vencimiento').fill('12/30');
  await page.getByLabel('Código de seguridad (CVC)').fill('123');
}

/** The outbox's messages to `to`, newest first. */
async function mailTo(page: Page, to: string): Promise<Mail[]> {
  const response = await page.request.get(`/demo/mail/api/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}

test.describe('a browser in Spanish', () => {
  test.use({ locale: 'es-US', viewport: { width: 1280, height: 900 } });

  test('signs in, pays a bill after a declined card, reschedules the installation and changes the mobile number, all in Spanish', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await iniciarSesion(page, 'alex@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('region', { name: 'Requiere su atención' })).toBeVisible();
    await checkPage(page);

    // Pay $5.00 with a new card: the declined test card first, then a good one.
    await visit(page, '/billing/payment', 'Hacer un pago');
    await page.getByRole('radio', { name: 'Otro monto' }).check();
    await page.getByRole('textbox', { name: 'Monto a pagar' }).fill('5');
    await page.getByRole('radio', { name: 'Una tarjeta nueva' }).check();
    await page.getByRole('button', { name: 'Revisar el pago' }).click();
    const review = page.getByRole('region', { name: 'Revise su pago' });
    await expect(review).toContainText('$5.00');
    await checkPage(page);
    await review.getByRole('button', { name: 'Continuar al pago seguro' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagar $5.00' })).toBeVisible({
      timeout: 15_000,
    });
    await checkPage(page);
    await typeCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pagar $5.00' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Su tarjeta fue rechazada. No se hizo ningún cargo. Escriba otra tarjeta para intentarlo de nuevo (quedan 4 intentos).',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Pagar $5.00' })).toBeVisible();
    await checkPage(page);
    // Like a real payment page, a declined card's number, date and code are cleared.
    await typeCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pagar $5.00' }).click();
    const receipt = page.getByRole('region', { name: 'Recibo de pago' });
    await expect(receipt).toContainText(/Monto pagado\s*\$5\.00/, { timeout: 15_000 });
    await checkPage(page);
    const confirmation = /SHS-[A-Z0-9]{8}/.exec((await receipt.textContent()) ?? '')?.[0] ?? '';
    expect(confirmation).not.toBe('');
    await expect
      .poll(async () => (await mailTo(page, 'alex@example.com')).map((mail) => mail.subject))
      .toContain(`Su recibo de pago de Smart Home Security ${confirmation}`);
    const mail = (await mailTo(page, 'alex@example.com')).find((m) =>
      m.subject.endsWith(confirmation),
    );
    expect(mail?.body).toContain('Monto pagado: $5.00');

    // Reschedule the installation to another window.
    await visit(page, '/appointments', 'Citas');
    const installation = page
      .getByRole('region', { name: 'Próximas visitas' })
      .getByRole('article', { name: /^Instalación el / });
    await checkPage(page);
    await installation.getByRole('link', { name: /^Cambiar la fecha/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cambiar la cita' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Primero elija un horario de llegada.',
    );
    const windows = page.getByRole('group', { name: /^Horario de llegada el / }).getByRole('radio');
    await windows.nth(1).check();
    await checkPage(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cambiar la fecha de esta visita?' });
    await expect(dialog).toBeVisible();
    await checkPage(page);
    await dialog.getByRole('button', { name: 'Cambiar la fecha' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Se cambió la fecha de su visita al' }),
    ).toBeVisible({ timeout: 15_000 });

    // Change the mobile number: a bad number is explained in Spanish and kept as typed.
    await visit(page, '/profile/edit-mobile-number', 'Cambiar el número de celular');
    const mobile = page.getByLabel('Nuevo número de celular');
    await mobile.fill('555-01');
    await page.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(
      page.getByText('Ingrese un número de celular de 10 dígitos, por ejemplo (801) 555-0142.'),
    ).toBeVisible();
    await expect(mobile).toHaveValue('555-01');
    await checkPage(page);
    await mobile.fill('801.555.0123');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Información personal' })).toContainText(
      '(801) 555-0123',
      { timeout: 15_000 },
    );
    await checkPage(page);
  });
});

/** A new browser (another device) with `locale`, signed out. */
async function newDevice(browser: Browser, baseURL: string, locale: string) {
  const context = await browser.newContext({ baseURL, locale });
  return { context, page: await context.newPage() };
}

test('the language chosen in Profile & Security holds across a reload, a sign-out, another device, and words the mail', async ({
  page,
  browser,
  spanishServer,
}) => {
  // An English browser: everything starts in English.
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile & Security' })).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page, 'en');

  // The choice shows at once, without a reload, and is saved to the account.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/language') && response.ok(),
  );
  await page
    .getByRole('region', { name: 'Language' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil y seguridad' })).toBeVisible();
  await saved;
  await checkPage(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil y seguridad' })).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page);

  // Signed out and in again: the sign-in page and the account centre are still in Spanish.
  await page
    .getByRole('navigation', { name: 'Cuenta' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
  await iniciarSesion(page, 'sam@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page);

  // Another device, an English browser that never chose: the sign-in page is English, and once
  // signed in the account's language takes over.
  const other = await newDevice(browser, spanishServer.origin, 'en-US');
  await other.page.goto('/dashboard');
  await expect(other.page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await other.page.getByLabel('Email').fill('sam@example.com');
  await other.page.getByLabel('Password').fill(DEMO_PASSWORD);
  await other.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other.page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(other.page);

  // The mail follows the account's language, whatever the browser that asks for it speaks.
  const english = await newDevice(browser, spanishServer.origin, 'en-US');
  await english.page.goto('/dashboard');
  await english.page.getByRole('link', { name: 'Forgot password?' }).click();
  await english.page.getByLabel('Email').fill('sam@example.com');
  await english.page.getByRole('button', { name: /^Send/ }).click();
  await expect
    .poll(async () => (await mailTo(page, 'sam@example.com')).map((mail) => mail.subject))
    .toContain('Restablezca su contraseña de Smart Home Security');
  await english.context.close();
  await other.context.close();

  // And back to English from the footer, everywhere at once.
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await checkPage(page, 'en');
});

test.describe('a partner page in Spanish', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("pastes the header with no attribute of its own: it speaks the page's Spanish", async ({
    page,
  }) => {
    await page.goto('/demo/espanol.html');
    const header = page.locator('shs-header');
    const nav = header.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('button', { name: 'Tienda' })).toBeVisible({ timeout: 15_000 });
    await expect(nav.getByRole('button', { name: 'Servicios inteligentes' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Menú del perfil' })).toBeVisible();
    await checkPage(page);
  });
});

/**
 * Words that do not fit, in this document and the header's shadow root: a page that scrolls
 * sideways, or an element that clips its own text (overflow hidden or an ellipsis) with more text
 * than it shows. Visually hidden text (1 px boxes for screen readers) is meant to be clipped.
 */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth + 1) problems.push(`the page is ${width} px wide`);
    const roots: (Document | ShadowRoot)[] = [document];
    for (const element of document.querySelectorAll('*'))
      if (element.shadowRoot) roots.push(element.shadowRoot);
    for (const root of roots) {
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        if (!element.textContent?.trim() || element.clientWidth <= 2) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const clips =
          ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        if (clips && element.scrollWidth > element.clientWidth + 1) {
          problems.push(
            `${element.tagName.toLowerCase()}.${element.className}: "${element.textContent.trim().slice(0, 60)}"`,
          );
        }
      }
    }
    return problems;
  });
}

// Spanish runs about 30 % longer than English: at a phone's width and a laptop's, no word of
// the journey's pages, nor of the header's open menus, is clipped. The screenshots are kept in
// test-results/screens/ to be looked at.
const WIDTHS = [
  { width: 375, height: 812, menu: 'Menú', opened: 'the header drawer' },
  { width: 1280, height: 900, menu: 'Tienda', opened: 'the Shop menu' },
] as const;
for (const { width, height, menu, opened } of WIDTHS) {
  test.describe(`Spanish at ${width} px`, () => {
    test.use({ locale: 'es-US', viewport: { width, height } });

    test(`no words are clipped or overlap on the pages of the journey, nor in ${opened}`, async ({
      page,
    }) => {
      await page.goto('/dashboard');
      await iniciarSesion(page, 'alex@example.com');
      await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible({
        timeout: 15_000,
      });
      const pages = [
        ['/dashboard', 'Panel', 'dashboard'],
        ['/billing', 'Facturación', 'billing'],
        ['/billing/payment', 'Hacer un pago', 'payment'],
        ['/appointments', 'Citas', 'appointments'],
        ['/appointments/reschedule/A-7001', 'Cambiar la cita', 'reschedule'],
        ['/profile', 'Perfil y seguridad', 'profile'],
        ['/profile/edit-mobile-number', 'Cambiar el número de celular', 'mobile'],
      ] as const;
      for (const [path, heading, name] of pages) {
        await visit(page, path, heading);
        await checkPage(page);
        await page.screenshot({
          path: `test-results/screens/es-${width}-${name}.png`,
          fullPage: true,
        });
        expect(await clippedText(page), path).toEqual([]);
      }
      const header = page.locator('shs-header');
      await header.getByRole('button', { name: menu, exact: true }).click();
      await expect(header.getByRole('button', { name: menu, exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await animationsSettled(page);
      await page.screenshot({ path: `test-results/screens/es-${width}-header-menu.png` });
      expect(await clippedText(page)).toEqual([]);
    });
  });
}
