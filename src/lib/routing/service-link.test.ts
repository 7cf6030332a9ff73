import { describe, expect, it } from 'vitest';
import { searchWithoutService, serviceFromSearch, withService } from './service-link';

describe('service links', () => {
  it('adds the service to a path, keeping its own query', () => {
    expect(withService('/billing/payment', 'S-100200301')).toBe(
      '/billing/payment?service=S-100200301',
    );
    expect(withService('/billing/manage?x=1', 'S-1')).toBe('/billing/manage?x=1&service=S-1');
  });

  it('reads the service back and drops it', () => {
    expect(serviceFromSearch('?service=S-100200301')).toBe('S-100200301');
    expect(serviceFromSearch('?service=%20')).toBeNull();
    expect(serviceFromSearch('')).toBeNull();
    expect(searchWithoutService('?service=S-1')).toBe('');
    expect(searchWithoutService('?session=abc&service=S-1')).toBe('?session=abc');
  });
});
