// The customer cookie: read for the Explore link, set (header version, spec 9.1) once signed in.
import Cookies from 'js-cookie';
import { useEffect, useState } from 'react';
import { customerCookieAttributes, customerCookieName } from '../rules/customer-cookie';

/** Whether the visitor is a known customer; sets the cookie when `loggedIn` becomes true. */
export function useCustomerCookie(loggedIn: boolean): boolean {
  const host = window.location.hostname;
  const name = customerCookieName(host);
  const [isCustomer, setIsCustomer] = useState(() => Cookies.get(name) === 'true');
  useEffect(() => {
    if (!loggedIn) return;
    Cookies.set(name, 'true', customerCookieAttributes(host));
    setIsCustomer(true);
  }, [loggedIn, name, host]);
  return isCustomer;
}
