import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardImage } from './card-image';

describe('CardImage (spec 9.6)', () => {
  it('defaults to a height of 150', () => {
    render(<CardImage src="/camera.jpg" alt="Outdoor camera" />);
    const img = screen.getByRole('img', { name: 'Outdoor camera' });
    expect(img.getAttribute('height')).toBe('150');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('takes another height', () => {
    render(<CardImage src="/camera.jpg" alt="Camera" height={220} />);
    expect(screen.getByRole('img', { name: 'Camera' }).getAttribute('height')).toBe('220');
  });
});
