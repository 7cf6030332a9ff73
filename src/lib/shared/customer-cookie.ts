// The customer cookie (spec 1 and 9.1), shared by the account centre and <shs-header>: both
// must agree on its name and domain, since the header reads what the account centre writes.

const ENVIRONMENT_SUFFIXES = ['dev', 'local', 'qa', 'stg'] as const;

/** Host environments that get a suffix on the customer cookie name. */
export type HostEnvironment = (typeof ENVIRONMENT_SUFFIXES)[number];

/** Which of the two spec 9.1 variants: the header's (90 days, strict) or the account centre's. */
export type CustomerCookieVariant = 'header' | 'account';

/** Days each variant lives (spec 9.1). */
export const CUSTOMER_COOKIE_DAYS: Record<CustomerCookieVariant, number> = {
  header: 90,
  account: 365,
};

/** Attributes of the customer cookie (as js-cookie takes them). */
export interface CustomerCookieAttributes {
  expires: number;
  secure: true;
  path: '/';
  sameSite?: 'Strict';
  domain?: string;
}

/** True for IPv4 and IPv6 literals (bracketed or not): no Domain attribute, no environment word. */
export function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':');
}

/**
 * The environment a host name belongs to: `localhost` and IP addresses are local (production is
 * never served on a bare address); otherwise a label of the host (split on dots and dashes)
 * naming dev, local, qa or stg; production has none.
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
 * The parent domain the cookie is shared on (`account.example.com` -> `example.com`; browsers
 * ignore a leading dot, so none is written), or undefined for single-label hosts, `*.localhost`
 * and IP addresses, where a Domain attribute would be rejected.
 */
export function parentDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  if (isIpAddress(host)) return undefined;
  const labels = host.split('.').filter(Boolean);
  if (labels.length < 2 || labels.at(-1) === 'localhost') return undefined;
  return labels.slice(-2).join('.');
}

/** Name, value and attributes of the customer cookie for a host and variant (spec 9.1). */
export function customerCookie(
  hostname: string,
  variant: CustomerCookieVariant,
): { name: string; value: 'true'; attributes: CustomerCookieAttributes } {
  const domain = parentDomain(hostname);
  const header = variant === 'header';
  return {
    name: customerCookieName(hostname),
    value: 'true',
    attributes: {
      expires: CUSTOMER_COOKIE_DAYS[variant],
      secure: true,
      path: '/',
      ...(header && { sameSite: 'Strict' }),
      ...(domain && { domain }),
    },
  };
}

/**
 * Whether `<shs-header>` writes its variant, given the cookie's current value. It only adds a
 * missing cookie, never replaces one: a cookie that is there may be the account centre's
 * 365-day variant (a page cannot read a cookie's expiry), and rewriting it with the header's 90
 * days would shorten it. A customer who signed in through the account centre keeps 365 days.
 */
export function headerWritesCustomerCookie(current: string | undefined): boolean {
  return current !== 'true';
}
