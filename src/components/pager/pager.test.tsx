import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../lib/shared/i18n/use-text';
import { componentsText } from '../text';
import { Pager } from './pager';

describe('Pager', () => {
  it('says the page and what the list holds, and moves newer and older', async () => {
    const onPage = vi.fn();
    render(
      <Pager label="Statement pages" page={2} pages={5} summary="12 statements" onPage={onPage} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Statement pages' });
    expect(nav.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Page 2 of 5 (12 statements)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('in Spanish: "Página 2 de 5" and its buttons', async () => {
    await componentsText.load('es');
    render(
      <LocaleContext.Provider value="es">
        <Pager
          label="Páginas de estados de cuenta"
          page={2}
          pages={5}
          summary="12 estados de cuenta"
          onPage={() => undefined}
        />
      </LocaleContext.Provider>,
    );
    expect(screen.getByText('Página 2 de 5 (12 estados de cuenta)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Más recientes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Más antiguos' })).toBeTruthy();
  });
});
