import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http/api-client';
import type { UserRecord } from '../lib/http/user-api';
import { buildStoredUser, useUserStore } from './user-store';

const record: UserRecord = {
  id: '65a1b2c3d4e5f60718293a4b',
  email: 'alex@example.com',
  platformUserId: 'plt-1001',
  customerId: 'C-1001',
  firstName: 'Alex',
  lastName: 'Rivera',
  phoneNumber: '8015550142',
  services: [
    { serviceName: 'S-1', nickName: 'Home' },
    { serviceName: 'S-2', streetAddress1: '9 Oak Ave' },
  ],
};

describe('buildStoredUser (spec 3)', () => {
  it('has every stored-user field', () => {
    const user = buildStoredUser(record, { sub: 'other' }, true);
    expect(user).toEqual({
      id: record.id,
      email: 'alex@example.com',
      platformUserId: 'plt-1001',
      customerId: 'C-1001',
      phoneNumber: '8015550142',
      firstName: 'Alex',
      lastName: 'Rivera',
      services: {
        names: ['S-1', 'S-2'],
        byName: { 'S-1': record.services![0], 'S-2': record.services![1] },
      },
      createdDate: new Date(0x65a1b2c3 * 1000),
      mfaEnabled: true,
    });
  });

  it('fills gaps from the id token', () => {
    const user = buildStoredUser(
      { id: '' },
      { sub: '65a1b2c3d4e5f60718293a4b', email: 'e@x.co', given_name: 'E', family_name: 'X' },
      false,
    );
    expect(user).toMatchObject({
      id: '65a1b2c3d4e5f60718293a4b',
      email: 'e@x.co',
      firstName: 'E',
      lastName: 'X',
    });
  });
});

describe('user store', () => {
  beforeEach(() => useUserStore.getState().reset());

  it('loads user info and the MFA status', async () => {
    const user = await useUserStore.getState().loadUser({
      getUserInfo: async () => record,
      getMfaEnabled: async () => ({ enabled: true }),
      claims: {},
    });
    expect(user.mfaEnabled).toBe(true);
    expect(useUserStore.getState().user?.firstName).toBe('Alex');
  });

  it("counts a failed MFA status as off and logs 'Failed to get MFA status.'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = await useUserStore.getState().loadUser({
      getUserInfo: async () => record,
      getMfaEnabled: async () => {
        throw new ApiError('Network Error');
      },
      claims: {},
    });
    expect(user.mfaEnabled).toBe(false);
    expect(warn).toHaveBeenCalledWith('Failed to get MFA status.', expect.any(ApiError));
  });

  it('rejects with the user-info error and keeps no user', async () => {
    const failure = new ApiError('syncError', 404, { message: 'syncError' });
    await expect(
      useUserStore.getState().loadUser({
        getUserInfo: async () => {
          throw failure;
        },
        getMfaEnabled: async () => ({ enabled: false }),
        claims: {},
      }),
    ).rejects.toBe(failure);
    expect(useUserStore.getState().user).toBeNull();
  });

  it('MFA changes and profile updates change the stored user (spec 4.3)', async () => {
    await useUserStore.getState().loadUser({
      getUserInfo: async () => record,
      getMfaEnabled: async () => ({ enabled: false }),
      claims: {},
    });
    useUserStore.getState().setMfaEnabled(true);
    useUserStore.getState().updateContact({ email: 'new@example.com', phoneNumber: '8015550000' });
    expect(useUserStore.getState().user).toMatchObject({
      mfaEnabled: true,
      email: 'new@example.com',
      phoneNumber: '8015550000',
    });
  });
});
