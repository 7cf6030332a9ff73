import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { indexServices } from '../../lib/shared/services';
import { ClosedServiceSelector } from './service-summary';

const two = indexServices([
  { serviceName: 'S-100200300', nickName: 'Home' },
  { serviceName: 'S-100200301', nickName: 'Cabin' },
]);

describe('ClosedServiceSelector', () => {
  it('while the list loads: the selected service, not yet openable, marked busy (styled as the interactive selector)', () => {
    render(<ClosedServiceSelector services={two} selectedServiceName="S-100200301" loading />);
    const button = screen.getByRole('button', { name: /Service address.*Cabin/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('with one service: disabled and not busy (styled as disabled)', () => {
    const one = indexServices([{ serviceName: 'S-1', nickName: 'Home' }]);
    render(<ClosedServiceSelector services={one} selectedServiceName="S-1" />);
    const button = screen.getByRole('button', { name: /Service address.*Home/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});
