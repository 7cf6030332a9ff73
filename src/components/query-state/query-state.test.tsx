import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-client';
import { LocaleContext } from '../../lib/shared/i18n/use-text';
import { componentsText } from '../text';
import { QueryState, type QueryLike } from './query-state';

function query<T>(over: Partial<QueryLike<T>>): QueryLike<T> {
  return {
    data: undefined,
    error: null,
    isPending: false,
    isError: false,
    refetch: vi.fn(),
    ...over,
  };
}

const renderState = (q: QueryLike<string[]>) =>
  render(
    <QueryState
      query={q}
      loadingLabel="Loading your statements"
      errorMessage="Failed to get statements."
      isEmpty={(items) => items.length === 0}
      empty={<p>No statements yet.</p>}
    >
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('announces what is loading while pending', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toContain('Loading your statements');
  });

  it('shows the spec message with the server explanation and retries on "Try again"', async () => {
    const refetch = vi.fn();
    const error = new ApiError('Failed', 500, { message: 'Database is down.' });
    renderState(query({ isError: true, error, refetch }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Failed to get statements. Database is down.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state when the data has nothing to show', () => {
    renderState(query({ data: [] }));
    expect(screen.getByText('No statements yet.').tagName).toBe('P');
  });

  it('renders the data', () => {
    renderState(query({ data: ['March', 'April'] }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['March', 'April']);
  });

  it('in Spanish: the caller\'s message and "Intentar de nuevo"; "Cargando" when unnamed', async () => {
    await componentsText.load('es');
    const refetch = vi.fn();
    const error = new ApiError('Failed', 500, { message: 'La base de datos no responde.' });
    const { unmount } = render(
      <LocaleContext.Provider value="es">
        <QueryState
          query={query<string[]>({ isError: true, error, refetch })}
          loadingLabel="Cargando sus estados de cuenta"
          errorMessage="No se pudieron obtener los estados de cuenta."
        >
          {() => null}
        </QueryState>
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'No se pudieron obtener los estados de cuenta. La base de datos no responde.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(refetch).toHaveBeenCalledOnce();
    unmount();
  });
});
