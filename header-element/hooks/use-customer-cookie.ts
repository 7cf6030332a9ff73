// The customer cookie: read for the Explore link, set (header version, spec 9.1) once signed in.
import Cookies from 'js-cookie';
import { useEffect, useState } from 'react';
import {
  customerCookie,
  customerCookieName,
  headerWritesCustomerCookie,
} from '../../src/lib/shared/customer-cookie';

/** Whether the visitor is a known customer; adds a missing cookie when `loggedIn` becomes true. */
export function useCustomerCookie(loggedIn: boolean): boolean {
  const host = window.location.hostname;
  // Signed in at the first render: a customer already (the effect below sets the cookie), so
  // setting the state there changes nothing and renders nothing again.
  const [isCustomer, setIsCustomer] = useState(
    () => loggedIn || Cookies.get(customerCookieName(host)) === 'true',
  );
  useEffect(() => {
    if (!loggedIn) return;
    const { name, value, attributes } = customerCookie(host, 'header');
    // Never over the account centre's longer-lived cookie (spec 9.1): only a missing one.
    if (headerWritesCustomerCookie(Cookies.get(name))) Cookies.set(name, value, attributes);
    setIsCustomer(true);
  }, [loggedIn, host]);
  return isCustomer;
}
