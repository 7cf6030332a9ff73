// Reading and writing the amount typed into the currency input, in the user's locale.
import { numberFormat } from '../../lib/shared/intl-formats';

/** Spec 5 and 9.6: two decimals in fractional mode, none otherwise. */
export function decimalsFor(fractional: boolean): number {
  return fractional ? 2 : 0;
}

/** The amount as the field shows it when not being edited: grouped, fixed decimals, no symbol. */
export function formatAmount(amount: number, locale: string, fractional: boolean): string {
  const digits = decimalsFor(fractional);
  return numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

function separators(locale: string): { group: string; decimal: string } {
  const parts = numberFormat(locale).formatToParts(11111.1);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/**
 * The amount in `text`: null when empty, NaN when it is not an amount of this mode (letters,
 * a second decimal separator, more decimals than the mode allows, any decimals in whole mode).
 */
export function parseAmount(text: string, locale: string, fractional: boolean): number | null {
  const { group, decimal } = separators(locale);
  const compact = text.replace(/\s/g, '').split(group).join('');
  if (compact === '') return null;
  const normalized = compact.split(decimal).join('.');
  const pattern = fractional ? /^(\d+(\.\d{0,2})?|\.\d{1,2})$/ : /^\d+$/;
  return pattern.test(normalized) ? Number(normalized) : Number.NaN;
}

/** The locale's symbol for a currency: '$' for USD in en-US, '€' for EUR in de-DE. */
export function currencySymbol(locale: string, currency: string): string {
  const parts = numberFormat(locale, { style: 'currency', currency }).formatToParts(1);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}
