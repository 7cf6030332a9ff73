import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../lib/shared/i18n/use-text';
import { componentsText } from '../text';
import { CurrencyInput } from './currency-input';

const field = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;

describe('CurrencyInput (spec 5, 9.6)', () => {
  it("shows a '$' prefix by default", () => {
    render(<CurrencyInput label="Amount" />);
    const prefix = document.getElementById(
      field().getAttribute('aria-describedby')!.split(' ')[0]!,
    );
    expect(prefix?.textContent).toBe('$');
  });

  it('takes another prefix', () => {
    render(<CurrencyInput label="Amount" prefix="USD" defaultValue={5} />);
    expect(screen.getByText('USD')).toBeTruthy();
  });

  it('takes the prefix from the currency in the locale', () => {
    render(<CurrencyInput label="Amount" locale="de-DE" currency="EUR" defaultValue={5} />);
    expect(screen.getByText('€')).toBeTruthy();
  });

  it('fractional mode: two decimals, locale grouping, on leaving the field', async () => {
    const onChange = vi.fn();
    render(
      <>
        <CurrencyInput label="Amount" fractional onChange={onChange} />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.type(field(), '1234.5');
    expect(field().value).toBe('1234.5');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    await userEvent.tab();
    expect(field().value).toBe('1,234.50');
  });

  it('whole mode: no decimals', async () => {
    const onChange = vi.fn();
    render(<CurrencyInput label="Amount" defaultValue={1500} onChange={onChange} />);
    expect(field().value).toBe('1,500');
    await userEvent.clear(field());
    await userEvent.type(field(), '99');
    expect(onChange).toHaveBeenLastCalledWith(99);
  });

  it('whole mode refuses cents, keeping the typed text and explaining', async () => {
    const onChange = vi.fn();
    render(<CurrencyInput label="Amount" onChange={onChange} />);
    await userEvent.type(field(), '12.50');
    await userEvent.tab();
    expect(field().value).toBe('12.50');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole amount like 1,234.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalledWith(12.5);
  });

  it('fractional mode refuses a third decimal', async () => {
    render(<CurrencyInput label="Amount" fractional />);
    await userEvent.type(field(), '1.234');
    expect(screen.getByText('Enter an amount like 1,234.56.')).toBeTruthy();
  });

  it('formats in the given locale', () => {
    render(<CurrencyInput label="Amount" fractional locale="de-DE" defaultValue={1234.5} />);
    expect(field().value).toBe('1.234,50');
  });

  it('reports null when cleared', async () => {
    const onChange = vi.fn();
    render(<CurrencyInput label="Amount" defaultValue={5} onChange={onChange} />);
    await userEvent.clear(field());
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("in Spanish: explains with an es-US amount, in the reader's locale by default", async () => {
    await componentsText.load('es');
    render(
      <LocaleContext.Provider value="es">
        <CurrencyInput label="Monto" fractional />
      </LocaleContext.Provider>,
    );
    const input = screen.getByRole('textbox', { name: 'Monto' }) as HTMLInputElement;
    await userEvent.type(input, '1.234');
    expect(screen.getByText('Ingrese un monto como 1,234.56.')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '1234.5');
    await userEvent.tab();
    expect(input.value).toBe('1,234.50');
  });
});
