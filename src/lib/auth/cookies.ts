// The account centre's cookie writer (spec 9.1); the rules live in customer-cookie.ts, shared
// with <shs-header>.
import { setCookie } from '../shared/cookie';
import { customerCookie } from '../shared/customer-cookie';

/** Marks this browser as a customer's (decides the header's Explore target). */
export function setCustomerCookie(hostname = window.location.hostname): Promise<void> {
  const { name, value, attributes } = customerCookie(hostname, 'account');
  return setCookie(name, value, attributes).catch((error: unknown) =>
    console.error('The customer cookie could not be written.', error),
  );
}
