// The header's version of the customer cookie (spec 1 and 9.1).

/** Days the header's customer cookie lives. */
export const CUSTOMER_COOKIE_DAYS = 90;

const ENV_NAMES = ['dev', 'local', 'qa', 'stg'] as const;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** 'dev' | 'local' | 'qa' | 'stg' when the host is one of those environments, else undefined. */
export function hostEnvironment(hostname: string): (typeof ENV_NAMES)[number] | undefined {
  const host = hostname.toLowerCase();
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '127.0.0.1' ||
    host === '[::1]'
  )
    return 'local';
  const tokens = host.split(/[.-]/);
  return ENV_NAMES.find((env) => tokens.includes(env));
}

/** Cookie name: 'customer', plus '-dev' / '-local' / '-qa' / '-stg' on those hosts. */
export function customerCookieName(hostname: string): string {
  const env = hostEnvironment(hostname);
  return env ? `customer-${env}` : 'customer';
}

/** The company's parent domain ('.example.com' for 'buy.example.com'); none for localhost and IPs. */
export function parentDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  if (IPV4.test(host) || host.includes(':') || host.startsWith('[')) return undefined;
  const labels = host.split('.').filter(Boolean);
  if (labels.length < 2) return undefined;
  return '.' + labels.slice(-2).join('.');
}

/** js-cookie attributes for the header's customer cookie. */
export function customerCookieAttributes(hostname: string): {
  expires: number;
  secure: true;
  sameSite: 'Strict';
  path: '/';
  domain?: string;
} {
  const domain = parentDomain(hostname);
  return {
    expires: CUSTOMER_COOKIE_DAYS,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    ...(domain ? { domain } : {}),
  };
}
