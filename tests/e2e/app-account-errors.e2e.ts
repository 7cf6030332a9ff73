// The account error codes of spec 3 through real sign-ins of the seeded demo accounts: each lands
// on /account-error with the code explained in words (README, "Account error codes").
import { expect as baseExpect, signInOnLoginPage, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const CASES = [
  {
    email: 'notadmin@example.com',
    code: 'NOTADMIN',
    words:
      "This sign-in does not have permission to manage the account. Only the account's administrator can open the account centre; ask them to give you access.",
  },
  {
    email: 'notsigner@example.com',
    code: 'NOTSIGNER',
    words:
      "Only the person who signed the contract can open this account. Sign in with the contract signer's email address, or ask them to add you.",
  },
  {
    email: 'transferred@example.com',
    code: 'TELUSTRANSFERRED',
    words:
      'Your account has moved to TELUS. Your services and billing are now managed by TELUS, so they are no longer shown here.',
  },
  {
    email: 'nomatch@example.com',
    code: 'NOMATCHINGEMAIL',
    words:
      'The email address you signed in with does not match the one on your account. Sign in with the email address on your contract, or contact support to change it.',
  },
] as const;

for (const { email, code, words } of CASES) {
  test(`${email} signs in and /account-error explains ${code}`, async ({ page }) => {
    await page.goto('/dashboard');
    await signInOnLoginPage(page, email);
    await expect(page).toHaveURL(/\/account-error$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not open your account' }),
    ).toBeVisible();
    await expect(page.getByText(words, { exact: true })).toBeVisible();
    // Words only: neither the code nor the server's own text.
    await expect(page.getByText(new RegExp(`${code}|accountError|syncError`))).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });
}
