import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './loader';

describe('Loader (spec 9.6)', () => {
  it('defaults to the medium size and announces "Loading"', () => {
    render(<Loader />);
    const status = screen.getByRole('status');
    expect(status.className).toContain('shs-loader--medium');
    expect(status.textContent).toBe('Loading');
  });

  it('takes a size and a label', () => {
    render(<Loader size="large" label="Loading invoices" showLabel />);
    const status = screen.getByRole('status');
    expect(status.className).toContain('shs-loader--large');
    expect(screen.getByText('Loading invoices').className).toBe('shs-loader__label');
  });
});
