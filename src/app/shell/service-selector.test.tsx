import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexServices } from '../../lib/shared/services';
import { CLOSE_DELAY_MS, ServiceSelector } from './service-selector';

const three = indexServices([
  { serviceName: 'S-100200300', nickName: 'Home', streetAddress1: '12 Elm St' },
  { serviceName: 'S-100200301', streetAddress1: '9 Oak Ave' },
  { serviceName: 'S-100200302' },
]);

function Harness({ onSelect = () => undefined }: { onSelect?: (name: string) => void }) {
  const [selected, setSelected] = useState<string | null>('S-100200300');
  return (
    <ServiceSelector
      services={three}
      selectedServiceName={selected}
      onSelect={(name) => {
        setSelected(name);
        onSelect(name);
      }}
    />
  );
}

afterEach(() => vi.useRealTimers());

describe('ServiceSelector (spec 2.2, 4.1)', () => {
  it('is disabled with one service', () => {
    render(
      <ServiceSelector
        services={indexServices([{ serviceName: 'S-1', nickName: 'Cabin' }])}
        selectedServiceName="S-1"
        onSelect={() => undefined}
      />,
    );
    const button = screen.getByRole('button', { name: /Cabin/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders nothing without services', () => {
    const { container } = render(
      <ServiceSelector
        services={indexServices([])}
        selectedServiceName={null}
        onSelect={() => undefined}
      />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('lists nickname > street address > service name titles, the service name below unless it is the title, and a picture', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: /Home/ }));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'HomeS-100200300',
      '9 Oak AveS-100200301',
      'S-100200302',
    ]);
    expect(options.every((option) => option.querySelector('img[alt=""]'))).toBe(true);
  });

  it('marks the selected service with aria-selected and a check mark', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: /Home/ }));
    const [first, second] = screen.getAllByRole('option');
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect(first?.querySelector('svg.service-option__check')).toBeTruthy();
    expect(second?.getAttribute('aria-selected')).toBe('false');
    expect(second?.querySelector('svg')).toBeNull();
  });

  it('selects on click and closes 200 ms later', () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: /Home/ }));
    fireEvent.click(screen.getAllByRole('option')[1]!);
    expect(onSelect).toHaveBeenCalledWith('S-100200301');
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    act(() => vi.advanceTimersByTime(CLOSE_DELAY_MS - 1));
    expect(screen.queryByRole('listbox')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /9 Oak Ave/ }));
  });

  it('works with the keyboard: arrows move, Enter picks, Esc closes and returns focus', () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: /Home/ });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const list = screen.getByRole('listbox');
    expect(document.activeElement).toBe(list);
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(list.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]?.id);
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('S-100200302');
    act(() => vi.advanceTimersByTime(CLOSE_DELAY_MS));

    fireEvent.click(screen.getByRole('button', { name: /S-100200302/ }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /S-100200302/ }));
  });

  it('picks with Space and exposes its state on the button', () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: /Home/ });
    expect(button.getAttribute('aria-haspopup')).toBe('listbox');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(list, { key: 'End' });
    fireEvent.keyDown(list, { key: ' ' });
    expect(onSelect).toHaveBeenCalledWith('S-100200302');
  });
});
