import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

describe('richText', () => {
  it('renders each tagged span with its part, in the order the message puts them', () => {
    const { container } = render(
      <p>
        {richText('Lea los <terms>términos</terms> y <b>acepte</b>.', {
          terms: (chunk) => <a href="/terms">{chunk}</a>,
          b: (chunk) => <strong>{chunk}</strong>,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Lea los <a href="/terms">términos</a> y <strong>acepte</strong>.</p>',
    );
  });

  it('keeps the words of a tag it has no part for, and parses no HTML', () => {
    const { container } = render(<p>{richText('<x>a</x> <img src=x> b', {})}</p>);
    expect(container.textContent).toBe('a <img src=x> b');
    expect(container.querySelector('img')).toBeNull();
  });
});
