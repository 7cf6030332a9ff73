// The widget gallery (/demo/widgets/) in a real browser behind the server's strict CSP: it is
// axe-clean at phone and desktop widths, and the keyboard paths of the modal, select, switch,
// toast, number input and sensitive input work as the spec says.
import { test, expect, checkPage } from './fixtures';

const GALLERY = '/demo/widgets/';

test.describe('widget gallery', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(GALLERY);
    await expect(page.getByRole('heading', { level: 1, name: 'Widget gallery' })).toBeVisible();
  });

  test('is axe-clean at 1280 px and 375 px, with a main landmark and a heading per section', async ({
    page,
  }) => {
    await expect(page).toHaveTitle('Widget gallery');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main')).toBeVisible();
    for (const name of ['Buttons', 'Toasts', 'Modals', 'Number input', 'Badges', 'Formatters']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await checkPage(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await checkPage(page);
  });

  test('modal: focus moves in, Tab and Shift+Tab are trapped, Esc closes, focus returns', async ({
    page,
  }) => {
    const opener = page.getByRole('button', { name: 'Medium modal (Esc and overlay close)' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save your changes' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    const save = dialog.getByRole('button', { name: 'Save' });
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(save).toBeFocused();
    // The page behind is inert while the modal is open.
    await expect(page.locator('#gallery-root')).toHaveAttribute('inert', '');
    await checkPage(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('#gallery-root')).not.toHaveAttribute('inert', '');
  });

  test('modal: an overlay click closes it when overlayClickCloses is set', async ({ page }) => {
    await page.getByRole('button', { name: 'Medium modal (Esc and overlay close)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save your changes' });
    await expect(dialog).toBeVisible();
    // A click inside the dialog is not an overlay click.
    await dialog.getByText('The primary action succeeds after a short wait.').click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('modal: Esc does nothing when escapeCloses is off; the primary action closes it', async ({
    page,
  }) => {
    const opener = page.getByRole('button', { name: 'No close button' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Session Timeout' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    const logIn = dialog.getByRole('button', { name: 'Log In' });
    await expect(logIn).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(logIn).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('modal: a failing primary action keeps it open, announces the error, re-enables the button', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Large modal (primary fails)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update billing address' });
    const update = dialog.getByRole('button', { name: 'Update' });
    await update.click();
    await expect(update).toHaveAttribute('data-state', 'pending');
    await expect(page.getByRole('alert')).toContainText(
      'The address could not be updated. Try again.',
    );
    await expect(update).toHaveAttribute('data-state', 'empty');
    await expect(update).not.toHaveAttribute('aria-disabled', 'true');
    await expect(dialog).toBeVisible();
  });

  test('select: arrow keys change the native select', async ({ page }) => {
    const select = page.getByRole('combobox', { name: 'Preferred contact' });
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('email');
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('sms');
    // The required single-option select chose its option by itself.
    await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('S-100200300');
  });

  test('switch: Space and Enter toggle aria-checked', async ({ page }) => {
    const autopay = page.getByRole('switch', { name: 'Autopay' });
    await autopay.focus();
    await expect(autopay).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Space');
    await expect(autopay).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Enter');
    await expect(autopay).toHaveAttribute('aria-checked', 'false');
  });

  test('toast: announced in a status region, closed with the keyboard, user action runs', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Info toast' }).focus();
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'Your changes were saved.' });
    await expect(status).toBeVisible();
    const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your changes were saved.')).toHaveCount(0);

    await page.getByRole('button', { name: 'User-action toast' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Camera removed from your plan.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Camera restored.')).toBeVisible();
    await expect(page.getByText('Camera removed from your plan.')).toHaveCount(0);
  });

  test('number input: 10+ switches to a focused field, back to the dropdown below 10', async ({
    page,
  }) => {
    const dropdown = page.getByRole('combobox', { name: 'Indoor cameras' });
    await dropdown.focus();
    // End picks the last option, 10+, on a closed select.
    await page.keyboard.press('End');
    const field = page.getByRole('spinbutton', { name: 'Indoor cameras' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('10');
    await page.keyboard.press('ArrowUp');
    await expect(field).toHaveValue('11');
    await page.getByRole('button', { name: 'Decrease Indoor cameras' }).click();
    await page.getByRole('button', { name: 'Decrease Indoor cameras' }).click();
    await expect(page.getByRole('combobox', { name: 'Indoor cameras' })).toHaveValue('9');
  });

  test('sensitive input: bullets, the new character shown briefly, nothing lost', async ({
    page,
  }) => {
    const input = page.getByRole('textbox', { name: 'Verbal password' });
    await input.click();
    await page.keyboard.type('abcd');
    await expect(input).toHaveValue('•••d');
    await expect(input).toHaveValue('••••', { timeout: 5000 });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('X');
    await expect(input).toHaveValue('••X••');
  });
});
