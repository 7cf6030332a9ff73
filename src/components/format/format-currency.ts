import { activeIntlLocale } from '../../lib/shared/i18n/active-locale';
import { numberFormat } from '../../lib/shared/intl-formats';

/** Options of {@link formatCurrency}. */
export interface CurrencyFormatOptions {
  /** BCP 47 locale. Spec 5: defaults to 'en-US'; the reader's (es-US in Spanish, issue 28). */
  locale?: string;
  /** ISO 4217 currency code. Spec 5: defaults to 'USD'. */
  currency?: string;
  /** Fixed number of decimals; defaults to the currency's own (2 for USD). */
  fractionDigits?: number;
}

/** Spec 5: currency in the locale's format, e.g. 1234.5 -> '$1,234.50' (en-US, USD). */
export function formatCurrency(amount: number, options: CurrencyFormatOptions = {}): string {
  const { locale = activeIntlLocale(), currency = 'USD', fractionDigits } = options;
  if (!Number.isFinite(amount)) return '';
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}
