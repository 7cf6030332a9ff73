import { beforeEach, describe, expect, it, vi } from 'vitest';

const groupSet = vi.fn();
const mixpanel = vi.hoisted(() => ({
  init: vi.fn(),
  register: vi.fn(),
  has_opted_out_tracking: vi.fn(() => false),
  set_group: vi.fn(),
  get_group: vi.fn(),
}));
vi.mock('mixpanel-browser/dist/mixpanel-core.cjs', () => ({ default: mixpanel }));

const { setAccountGroup, startAnalytics } = await import('./analytics');

describe('setAccountGroup (spec 7.8 groups)', () => {
  beforeEach(() => {
    mixpanel.get_group.mockReturnValue({ set: groupSet });
    startAnalytics({
      token: 'demo-token',
      apiHost: 'http://localhost/api/collect',
      tagManagerUrl: null,
    });
  });

  it("files the customer under their account and sends the account's group profile", () => {
    setAccountGroup('C-1001', { Services: 3 });
    expect(mixpanel.set_group).toHaveBeenCalledWith('Account', 'C-1001');
    expect(mixpanel.get_group).toHaveBeenCalledWith('Account', 'C-1001');
    expect(groupSet).toHaveBeenCalledWith({ Services: 3 });
  });

  it('sends nothing without an account id, or once the customer opted out', () => {
    mixpanel.set_group.mockClear();
    setAccountGroup('', { Services: 1 });
    mixpanel.has_opted_out_tracking.mockReturnValueOnce(true);
    setAccountGroup('C-1001', { Services: 1 });
    expect(mixpanel.set_group).not.toHaveBeenCalled();
  });
});
