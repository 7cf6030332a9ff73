// Sign-in dead ends (issue 14): "Cancel and go back" returns to the page the customer came from
// instead of an access_denied error. Shared server: nothing here changes data.
import { checkPage, expect, test } from './fixtures';

test('"Cancel and go back" on the sign-in page returns to the storefront page', async ({
  page,
}) => {
  await page.goto('/demo/');
  // A storefront link into the account centre (the referrer is this page).
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/profile';
    link.id = 'account-link';
    link.textContent = 'My account';
    document.body.append(link);
  });
  await page.locator('#account-link').click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(/\/demo\/$/);
  await expect(page.getByText('access_denied')).toHaveCount(0);
});
