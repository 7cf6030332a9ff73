import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Panel } from './panel';

describe('Panel', () => {
  it('is a region named by its heading, with the content after it', () => {
    render(
      <Panel title="Current bill">
        <p>Amount due</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Current bill' });
    expect(region.className).toBe('shs-panel');
    const heading = screen.getByRole('heading', { level: 2, name: 'Current bill' });
    expect(heading.className).toBe('shs-panel__title');
    expect(region.textContent).toBe('Current billAmount due');
  });
});
