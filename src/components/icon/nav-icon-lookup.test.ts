import { describe, expect, it } from 'vitest';
import { NAV_ICON_PATHS } from './icon-paths';
import { navIconDrawing } from './nav-icon-lookup';
import { navIconName } from './nav-icon-name';

describe('nav icons by name (spec 3 Nav item iconName / activeIconName)', () => {
  it('draws the registry icon, and its -active variant tinted', () => {
    expect(navIconDrawing('billing')).toEqual({ paths: NAV_ICON_PATHS.billing, active: false });
    expect(navIconDrawing('billing-active')).toEqual({
      paths: NAV_ICON_PATHS.billing,
      active: true,
    });
  });

  it('draws nothing for a name the registry does not have', () => {
    expect(navIconDrawing('rocket')).toBeUndefined();
    expect(navIconDrawing('-active')).toBeUndefined();
    expect(navIconDrawing('toString')).toBeUndefined();
  });

  it('uses the active icon on the current item only', () => {
    const item = { iconName: 'billing', activeIconName: 'billing-active' };
    expect(navIconName(item, false)).toBe('billing');
    expect(navIconName(item, true)).toBe('billing-active');
    expect(navIconName({ iconName: 'billing' }, true)).toBe('billing');
    expect(navIconName({}, true)).toBeUndefined();
  });
});
