import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge (spec 5, badge looks)', () => {
  it('gives destructive the error look and adds outline', () => {
    render(
      <Badge badgeType="destructive" badgeStyle="outline">
        Overdue
      </Badge>,
    );
    expect(screen.getByText('Overdue').className).toBe('badge badge--error badge--outline');
  });

  it('gives primary and no type the default look', () => {
    render(
      <>
        <Badge badgeType="primary">One</Badge>
        <Badge>Two</Badge>
      </>,
    );
    expect(screen.getByText('One').className).toBe('badge badge--default');
    expect(screen.getByText('Two').className).toBe('badge badge--default');
  });

  it('names other looks after the type', () => {
    render(<Badge badgeType="success">Paid</Badge>);
    expect(screen.getByText('Paid').className).toBe('badge badge--success');
  });

  it('draws decorative icons on either side', () => {
    render(
      <Badge iconLeft="check" iconRight="chevron-right">
        Done
      </Badge>,
    );
    const icons = screen.getByText('Done').querySelectorAll('svg[aria-hidden="true"]');
    expect(icons).toHaveLength(2);
  });
});
