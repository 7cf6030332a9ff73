// The customer cookie: read for the Explore link, set (header version, spec 9.1) once signed in.
// Read from document.cookie; written through js-cookie, which loads only when the cookie is
// written (src/lib/shared/cookie.ts): most visits never write it, and no first paint needs it.
import { useEffect, useState } from 'react';
import { setCookie } from '../../src/lib/shared/cookie';
import {
  customerCookie,
  customerCookieName,
  headerWritesCustomerCookie,
} from '../../src/lib/shared/customer-cookie';
import { cookieValue } from '../../src/lib/shared/request-headers';

const readCookie = (name: string) => cookieValue(document.cookie, name);

/** Whether the visitor is a known customer; adds a missing cookie when `loggedIn` becomes true. */
export function useCustomerCookie(loggedIn: boolean): boolean {
  const host = window.location.hostname;
  // Signed in at the first render: a customer already (the effect below sets the cookie), so
  // setting the state there changes nothing and renders nothing again.
  const [isCustomer, setIsCustomer] = useState(
    () => loggedIn || readCookie(customerCookieName(host)) === 'true',
  );
  useEffect(() => {
    if (!loggedIn) return;
    setIsCustomer(true);
    const { name, value, attributes } = customerCookie(host, 'header');
    // Never over the account centre's longer-lived cookie (spec 9.1): only a missing one.
    if (!headerWritesCustomerCookie(readCookie(name))) return;
    setCookie(name, value, attributes).catch((error: unknown) =>
      console.error('The customer cookie could not be set.', error),
    );
  }, [loggedIn, host]);
  return isCustomer;
}
