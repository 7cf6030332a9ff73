import { describe, expect, it } from 'vitest';
import { badgeLookClasses } from './badge-look';

describe('badgeLookClasses (spec 5, badge looks)', () => {
  it("gives 'destructive' the error look", () => {
    expect(badgeLookClasses({ badgeType: 'destructive' })).toEqual(['badge', 'badge--error']);
  });
  it("gives 'primary' (and a missing type) the default look", () => {
    expect(badgeLookClasses({ badgeType: 'primary' })).toEqual(['badge', 'badge--default']);
    expect(badgeLookClasses({})).toEqual(['badge', 'badge--default']);
  });
  it('names any other look after its type', () => {
    expect(badgeLookClasses({ badgeType: 'success' })).toEqual(['badge', 'badge--success']);
  });
  it("adds the outline look for style 'outline' only", () => {
    expect(badgeLookClasses({ badgeType: 'destructive', badgeStyle: 'outline' })).toEqual([
      'badge',
      'badge--error',
      'badge--outline',
    ]);
    expect(badgeLookClasses({ badgeType: 'info', badgeStyle: 'solid' })).toEqual([
      'badge',
      'badge--info',
    ]);
  });
});
