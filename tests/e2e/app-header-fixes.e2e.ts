// The account centre's header fixes (issue 15): signed-in state on the 404 and error pages, the
// profile menu closing after a choice, the skip link below the fixed header, Tab from an open
// dropdown's button into the dropdown, a strong focus indicator on every header control, and sub
// nav labels that never truncate at 320-414 px.
import type { Page } from '@playwright/test';
import { checkPage, expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const header = (page: Page) => page.locator('shs-header');

/** The focused element, looking through open shadow roots. */
function deepActive(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active
      ? {
          text: (active.textContent ?? '').trim(),
          label: active.getAttribute('aria-label'),
          tag: active.tagName,
        }
      : null;
  });
}

test('signed in: 404 and error pages, the profile menu, skip link, dropdown Tab order, focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  await signInOnLoginPage(page, 'alex@example.com');
  await expect(page.getByRole('region', { name: 'Welcome back, Alex' })).toBeVisible();

  // Signed-in state on a page that does not exist, and on an error page.
  for (const path of ['/no-such-page', '/error']) {
    await page.goto(path);
    const profile = header(page).getByRole('button', { name: 'Profile menu' });
    await profile.click();
    await expect(header(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Log In' })).toHaveCount(0);
    await checkPage(page);
    await page.keyboard.press('Escape');
  }

  // The profile menu closes after a choice the account centre takes in-app.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Welcome back, Alex' })).toBeVisible();
  const profile = header(page).getByRole('button', { name: 'Profile menu' });
  await profile.click();
  await header(page).getByRole('link', { name: 'Settings' }).click();
  await expect(profile).toHaveAttribute('aria-expanded', 'false');
  await expect(header(page).locator('#shs-profile-menu')).toBeHidden();

  // The skip link shows below the fixed header when focused (measured once the header element
  // has been upgraded, after the page's first view has settled).
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Welcome back, Alex' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const [skipBox, barBottom] = await Promise.all([
    skip.boundingBox(),
    page.evaluate(
      () =>
        document
          .querySelector('shs-header')!
          .shadowRoot!.querySelector('.bar')!
          .getBoundingClientRect().bottom,
    ),
  ]);
  expect(skipBox!.y).toBeGreaterThanOrEqual(barBottom);
  expect(
    await skip.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === el;
    }),
  ).toBe(true);

  // Tab from an open dropdown's button goes into that dropdown.
  const shop = header(page).getByRole('button', { name: 'Shop' });
  await shop.click();
  await expect(header(page).getByRole('region', { name: 'Shop' })).toBeVisible();
  await shop.focus();
  await page.keyboard.press('Tab');
  expect(await deepActive(page)).toMatchObject({ text: 'Cameras', tag: 'A' });
  await page.keyboard.press('Shift+Tab');
  expect(await deepActive(page)).toMatchObject({ text: 'Shop', tag: 'BUTTON' });
  await page.keyboard.press('Escape');

  // Every header control shows a focus indicator of at least 2 px with 3:1 contrast.
  const controls = await header(page).evaluate(async (host) => {
    const root = host.shadowRoot!;
    const luminance = (color: string) => {
      const [r, g, b] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((c) => {
        const v = Number(c) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const results: { name: string; width: number; contrast: number }[] = [];
    const items = [
      ...root.querySelectorAll<HTMLElement>('.main a[href], .main button, .main input'),
    ];
    for (const item of items.filter((i) => i.checkVisibility())) {
      item.focus({ focusVisible: true } as FocusOptions);
      // The search field draws its indicator on its form (:focus-within).
      const drawn = item.matches('input') ? item.closest('form')! : item;
      const style = getComputedStyle(drawn);
      results.push({
        name: item.getAttribute('aria-label') ?? item.textContent!.trim(),
        width: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
        contrast: contrast(style.outlineColor, 'rgb(255, 255, 255)'),
      });
    }
    return results;
  });
  expect(controls.length).toBeGreaterThan(6);
  for (const control of controls) {
    expect(control.width, `${control.name} outline width`).toBeGreaterThanOrEqual(2);
    expect(control.contrast, `${control.name} outline contrast`).toBeGreaterThanOrEqual(3);
  }
});

test('sub nav labels are never truncated at 320-414 px', async ({ page }) => {
  for (const width of [320, 360, 375, 390, 414]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/demo/shop.html');
    const clipped = await header(page).evaluate((host) =>
      [...host.shadowRoot!.querySelectorAll<HTMLElement>('.sub-link')]
        .filter((a) => a.scrollWidth > a.clientWidth + 1 || a.scrollHeight > a.clientHeight + 1)
        .map(
          (a) =>
            `${a.textContent} ${a.scrollWidth}x${a.scrollHeight} in ${a.clientWidth}x${a.clientHeight}`,
        ),
    );
    expect(clipped, `clipped labels at ${width}px`).toEqual([]);
  }
  await checkPage(page);
});
