import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon (spec 9.6)', () => {
  it('defaults to size 32 on a 0 0 32 32 viewBox', () => {
    const { container } = render(<Icon name="home" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('32');
    expect(svg.getAttribute('height')).toBe('32');
    expect(svg.getAttribute('viewBox')).toBe('0 0 32 32');
  });

  it('is decorative (aria-hidden) without a label', () => {
    const { container } = render(<Icon name="lock" size={20} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
    expect(svg.getAttribute('width')).toBe('20');
  });

  it('is an image named by its label when labelled', () => {
    const { getByRole } = render(<Icon name="bell" label="Notifications" />);
    const svg = getByRole('img', { name: 'Notifications' });
    expect(svg.getAttribute('aria-hidden')).toBeNull();
  });

  it('draws the navbar icons of the same registry on their 24 x 24 grid', () => {
    const { container } = render(<Icon name="billing" size={24} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('width')).toBe('24');
    expect(svg.querySelectorAll('path')).toHaveLength(1);
  });
});
