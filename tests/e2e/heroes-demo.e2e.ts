// The marketing hero gallery on its demo page (/demo/heroes.html): first hero, previous/next and
// the slide picker, the full-screen video dialog (Esc closes it, focus returns to the play
// button), at desktop and phone widths, under the page's strict CSP and axe-clean.
import type { Page } from '@playwright/test';
import { checkPage, expect as baseExpect, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

const FIRST_TITLE = 'Protection that never sleeps';
const SECOND_TITLE = 'See every corner in crisp 4K';
const LAST_TITLE = 'Real people, ready in seconds';
const SLIDES = 4;

/** The gallery's carousel region (Playwright locators pierce its open shadow root). */
const gallery = (page: Page) => page.getByRole('region', { name: 'Featured offers' });

const picker = (page: Page, n: number) =>
  gallery(page).getByRole('button', { name: `Show slide ${n} of ${SLIDES}`, exact: true });

/** Opens the demo page with autoplay off (reduced motion), so only the test moves the slides. */
async function openHeroes(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/demo/heroes.html');
  await expect(gallery(page)).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(gallery(page).getByRole('heading', { name: FIRST_TITLE })).toBeVisible();
  await expect(picker(page, 1)).toHaveAttribute('aria-current', 'true');
  await checkPage(page);
}

/** Next and previous move one slide (wrapping) and the picker's aria-current follows. */
async function stepThroughSlides(page: Page) {
  await gallery(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(picker(page, 2)).toHaveAttribute('aria-current', 'true');
  await expect(picker(page, 1)).not.toHaveAttribute('aria-current');
  await expect(gallery(page).getByRole('heading', { name: SECOND_TITLE })).toBeVisible();
  // The slide that left is hidden from assistive technology.
  await expect(gallery(page).getByRole('heading', { name: FIRST_TITLE })).toHaveCount(0);
  await expect(gallery(page).getByRole('group', { name: `2 of ${SLIDES}` })).toBeVisible();
  await checkPage(page);

  await gallery(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect(picker(page, 1)).toHaveAttribute('aria-current', 'true');
  await expect(gallery(page).getByRole('heading', { name: FIRST_TITLE })).toBeVisible();

  // Previous from the first slide wraps to the last.
  await gallery(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect(picker(page, SLIDES)).toHaveAttribute('aria-current', 'true');
  await expect(gallery(page).getByRole('heading', { name: LAST_TITLE })).toBeVisible();

  await picker(page, 1).click();
  await expect(picker(page, 1)).toHaveAttribute('aria-current', 'true');
  await expect(gallery(page).getByRole('heading', { name: FIRST_TITLE })).toBeVisible();
}

/** The first hero's play button opens the full-screen player; Esc closes it, focus returns. */
async function playAndCloseVideo(page: Page) {
  const play = gallery(page).getByRole('button', { name: 'Play video: Tour of a smart home' });
  await play.click();
  const dialog = page.getByRole('dialog', { name: 'Tour of a smart home' });
  await expect(dialog).toBeVisible();
  // The offline provider stand-in renders its player in the dialog.
  await expect(dialog.locator('video')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close video' })).toBeVisible();
  await checkPage(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(play).toBeFocused();
}

test('heroes demo at 1280 px: first hero, previous/next and picker, full-screen video', async ({
  page,
}) => {
  await openHeroes(page, { width: 1280, height: 800 });
  await stepThroughSlides(page);
  await playAndCloseVideo(page);
  await checkPage(page);
});

test('heroes demo at 375 px: first hero, previous/next and picker, full-screen video', async ({
  page,
}) => {
  await openHeroes(page, { width: 375, height: 740 });
  await stepThroughSlides(page);
  await playAndCloseVideo(page);
  await checkPage(page);
});

test('heroes demo with motion: the pause button stops the slide show', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/demo/heroes.html');
  await expect(gallery(page).getByRole('heading', { level: 2 })).toBeVisible();
  const pause = gallery(page).getByRole('button', { name: 'Pause slide show and videos' });
  await pause.click();
  await expect(
    gallery(page).getByRole('button', { name: 'Play slide show and videos' }),
  ).toBeVisible();
  await expect(gallery(page)).toHaveAttribute('data-autoplay', 'off');
  await checkPage(page);
});
