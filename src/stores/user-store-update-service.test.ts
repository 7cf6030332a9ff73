import { beforeEach, describe, expect, it } from 'vitest';
import { buildStoredUser, useUserStore } from './user-store';

const user = buildStoredUser(
  {
    id: '65a1b2c3d4e5f60718293a4b',
    services: [
      { serviceName: 'S-1', nickName: 'Home' },
      { serviceName: 'S-2', streetAddress1: '9 Oak Ave' },
    ],
  },
  {},
  false,
);

describe('updateService (service rename)', () => {
  beforeEach(() => useUserStore.setState({ user }));

  it('replaces the service and keeps the order', () => {
    useUserStore.getState().updateService({ serviceName: 'S-2', nickName: 'Cabin' });
    const services = useUserStore.getState().user!.services;
    expect(services.names).toEqual(['S-1', 'S-2']);
    expect(services.byName['S-2']).toEqual({ serviceName: 'S-2', nickName: 'Cabin' });
    expect(services.byName['S-1']).toEqual({ serviceName: 'S-1', nickName: 'Home' });
  });

  it('ignores a service the customer does not own', () => {
    useUserStore.getState().updateService({ serviceName: 'S-9', nickName: 'Other' });
    expect(useUserStore.getState().user!.services).toEqual(user.services);
  });

  it('does nothing without a user', () => {
    useUserStore.setState({ user: null });
    useUserStore.getState().updateService({ serviceName: 'S-1', nickName: 'X' });
    expect(useUserStore.getState().user).toBeNull();
  });
});
