// The account service's answers for customers whose sign-in works but whose account cannot be
// opened (spec 3 "Account error codes"). NOCONTACT comes from the users table (has_contact); the
// other five from the seeded demo accounts below, so each code can be seen through a real
// sign-in (README, "Demo accounts"). Every answer has the shape of docs/contracts.md: a message
// and `errors.errorId` with the code, which sends the account centre to /account-error.
import { HttpError } from './api/errors.js';
import type { UserRow } from './users.js';

/** The spec's account error codes. */
export type AccountErrorCode =
  'NOCONTACT' | 'NOTACTIVE' | 'NOTADMIN' | 'NOTSIGNER' | 'TELUSTRANSFERRED' | 'NOMATCHINGEMAIL';

/**
 * Seeded customer id -> the code the account service answers with. Keyed by id (fixed in the
 * seed), not email: a customer may change the email address.
 */
export const SEEDED_ACCOUNT_PROBLEMS: Readonly<
  Record<string, Exclude<AccountErrorCode, 'NOCONTACT'>>
> = {
  '65f0a1b2c3d4e5f607182930': 'NOTACTIVE',
  '65f1a2b3c4d5e6f708192a3b': 'NOTADMIN',
  '65f2a3b4c5d6e7f8091a2b3c': 'NOTSIGNER',
  '65f3a4b5c6d7e8f90a1b2c3d': 'TELUSTRANSFERRED',
  '65f4a5b6c7d8e9f00b1c2d3e': 'NOMATCHINGEMAIL',
};

/** The server's own words for each code (the account centre shows its explanation instead). */
function serverMessage(code: AccountErrorCode, user: UserRow): string {
  switch (code) {
    case 'NOCONTACT':
      return `syncError: no contact found for ${user.email}`;
    case 'NOMATCHINGEMAIL':
      return `syncError: no account email matches ${user.email}`;
    case 'NOTACTIVE':
      return 'accountError: the account is not active';
    case 'NOTADMIN':
      return 'accountError: the contact is not an administrator of the account';
    case 'NOTSIGNER':
      return 'accountError: the contact is not the contract signer';
    case 'TELUSTRANSFERRED':
      return 'accountError: the account was transferred';
  }
}

/** The account error code of a customer, or null when the account opens. */
export function accountErrorCode(user: UserRow): AccountErrorCode | null {
  if (!user.hasContact) return 'NOCONTACT';
  return SEEDED_ACCOUNT_PROBLEMS[user.id] ?? null;
}

/** The user-info answer for an account error code (404, as the no-contact answer always was). */
export function accountProblemError(code: AccountErrorCode, user: UserRow): HttpError {
  return new HttpError(404, serverMessage(code, user), { errors: { errorId: [code] } });
}
