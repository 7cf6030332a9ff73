import { describe, expect, it } from 'vitest';
import { indexServices } from '../lib/shared/services';
import { createServicesStore } from './services-store';

const services = indexServices([{ serviceName: 'S-1' }, { serviceName: 'S-2' }]);

describe('selected service store (spec 4.1)', () => {
  it('defaults to the first service', () => {
    window.sessionStorage.clear();
    const store = createServicesStore(window.sessionStorage);
    store.getState().initialise(services);
    expect(store.getState().selectedServiceName).toBe('S-1');
  });

  it('remembers a selection as the current service for the next visit', () => {
    window.sessionStorage.clear();
    const first = createServicesStore(window.sessionStorage);
    first.getState().initialise(services);
    first.getState().select('S-2', services);
    expect(first.getState().selectedServiceName).toBe('S-2');

    const next = createServicesStore(window.sessionStorage);
    next.getState().initialise(services);
    expect(next.getState().selectedServiceName).toBe('S-2');
  });

  it('ignores a service the customer does not own', () => {
    window.sessionStorage.clear();
    const store = createServicesStore(window.sessionStorage);
    store.getState().initialise(services);
    store.getState().select('S-9', services);
    expect(store.getState().selectedServiceName).toBe('S-1');
  });

  it('selects a service picked without the S- prefix, keeping the store key', () => {
    window.sessionStorage.clear();
    const store = createServicesStore(window.sessionStorage);
    store.getState().initialise(services);
    store.getState().select('2', services);
    expect(store.getState().selectedServiceName).toBe('S-2');
  });
});
