// Cookies the account centre reads and writes (spec 9.1), through js-cookie.
import Cookies from 'js-cookie';

const ENVIRONMENT_SUFFIXES = ['dev', 'local', 'qa', 'stg'] as const;

/** Host environments that get a suffix on the customer cookie name. */
export type HostEnvironment = (typeof ENVIRONMENT_SUFFIXES)[number];

/** Days the account centre keeps the customer cookie (spec 9.1, account-centre version). */
export const CUSTOMER_COOKIE_DAYS = 365;

function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':');
}

/**
 * The environment a host name belongs to: `localhost` and IPs are local; otherwise a label of
 * the host (split on dots and dashes) naming dev, local, qa or stg; production has none.
 */
export function hostEnvironment(hostname: string): HostEnvironment | null {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || isIpAddress(host)) return 'local';
  const labels = host.split(/[.-]/);
  return ENVIRONMENT_SUFFIXES.find((suffix) => labels.includes(suffix)) ?? null;
}

/** `customer`, plus `-dev`, `-local`, `-qa` or `-stg` outside production. */
export function customerCookieName(hostname: string): string {
  const env = hostEnvironment(hostname);
  return env ? `customer-${env}` : 'customer';
}

/**
 * The parent domain a cookie is shared on (`account.example.com` -> `example.com`), or
 * undefined for single-label hosts and IPs, where a Domain attribute would be rejected.
 */
export function parentDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  if (isIpAddress(host)) return undefined;
  const labels = host.split('.').filter(Boolean);
  if (labels.length < 2 || labels.at(-1) === 'localhost') return undefined;
  return labels.slice(-2).join('.');
}

/** Name, value and attributes of the account-centre customer cookie for a host. */
export function customerCookie(hostname: string) {
  const domain = parentDomain(hostname);
  return {
    name: customerCookieName(hostname),
    value: 'true',
    attributes: {
      expires: CUSTOMER_COOKIE_DAYS,
      secure: true,
      path: '/',
      ...(domain ? { domain } : {}),
    },
  };
}

/** Marks this browser as a customer's (decides the header's Explore target). */
export function setCustomerCookie(hostname = window.location.hostname): void {
  const { name, value, attributes } = customerCookie(hostname);
  Cookies.set(name, value, attributes);
}

/** The commerce tracking id the store back-end expects as `x-trid`. */
export function readTrid(): string | undefined {
  return Cookies.get('trid');
}
