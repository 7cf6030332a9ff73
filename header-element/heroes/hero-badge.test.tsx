import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeroBadge } from './hero-badge';

describe('HeroBadge (spec 5, badge looks)', () => {
  it.each([
    [{ badgeType: 'destructive' }, 'badge badge--error'],
    [{ badgeType: 'primary' }, 'badge badge--default'],
    [{}, 'badge badge--default'],
    [{ badgeType: 'success' }, 'badge badge--success'],
    [{ badgeType: 'warning', badgeStyle: 'outline' }, 'badge badge--warning badge--outline'],
    [{ badgeType: 'info', badgeStyle: 'solid' }, 'badge badge--info'],
  ])('gives %j the classes %s', (look, classes) => {
    const { container } = render(<HeroBadge badge={{ text: 'New', ...look }} />);
    const badge = container.querySelector('span')!;
    expect(badge.className).toBe(classes);
    expect(badge.textContent).toBe('New');
  });

  it('draws known icons on either side and ignores unknown ones', () => {
    const { container } = render(
      <HeroBadge badge={{ text: 'New', iconLeft: 'star', iconRight: 'no-such-icon' }} />,
    );
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
