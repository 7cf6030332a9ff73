import { useEffect, useId, useState } from 'react';
import '../tokens.css';
import '../field/field.css';
import { FieldLabel } from '../field/field-label';
import { describedBy } from '../field/field-text';
import { currencySymbol, formatAmount, parseAmount } from './currency-text';
import { FieldMessages } from '../field/field-messages';
import { INTL_LOCALES } from '../../lib/shared/i18n/locales';
import { useLocale, useText } from '../../lib/shared/i18n/use-text';
import { componentsText } from '../text';

/** Props of {@link CurrencyInput}. */
export interface CurrencyInputProps {
  /** Visible label. */
  label: string;
  /** Controlled amount (null for empty). */
  value?: number | null;
  /** Starting amount when uncontrolled. */
  defaultValue?: number | null;
  /** Called with each valid amount typed (null when cleared). */
  onChange?: (value: number | null) => void;
  /** Cents allowed and shown (two decimals); whole amounts otherwise. Defaults to false. */
  fractional?: boolean;
  /** Symbol before the amount. Defaults to the currency's symbol in the locale: '$' (spec 5). */
  prefix?: string;
  /**
   * Locale for grouping and the decimal separator. Spec 5: defaults to 'en-US'; the reader's
   * (es-US in Spanish, which groups alike), issue 28.
   */
  locale?: string;
  /** ISO 4217 currency the prefix is taken from. Spec 5: defaults to 'USD'. */
  currency?: string;
  /** Help text under the input. */
  hint?: string;
  /** Error from the caller (for example "more than the balance"); shown when typing is valid. */
  error?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * An amount field with a currency prefix (spec 5). The text stays as typed while editing and
 * is formatted with the locale's grouping and the mode's decimals when the field is left.
 * Text that is not an amount is kept (never thrown away) and explained.
 */
export function CurrencyInput({
  label,
  value,
  defaultValue = null,
  onChange,
  fractional = false,
  prefix,
  locale: localeProp,
  currency = 'USD',
  hint,
  error,
  name,
  required,
  disabled,
  id,
}: CurrencyInputProps) {
  const generatedId = useId();
  const t = useText(componentsText);
  const readerLocale = INTL_LOCALES[useLocale()];
  const locale = localeProp ?? readerLocale;
  const inputId = id ?? generatedId;
  const prefixId = `${inputId}-prefix`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = `${inputId}-error`;
  const format = (amount: number | null) =>
    amount === null ? '' : formatAmount(amount, locale, fractional);
  const [text, setText] = useState(() => format(value !== undefined ? value : defaultValue));
  const [editing, setEditing] = useState(false);

  // A controlled amount changed by the parent shows up, formatted, unless the user is typing.
  const external = value === undefined ? undefined : format(value);
  useEffect(() => {
    if (external !== undefined && !editing) setText(external);
  }, [external, editing]);

  const parsed = parseAmount(text, locale, fractional);
  const typingError = Number.isNaN(parsed)
    ? fractional
      ? t('currency.fractional', { example: formatAmount(1234.56, locale, true) })
      : t('currency.whole', { example: formatAmount(1234, locale, false) })
    : undefined;
  const shownError = typingError ?? error;

  return (
    <div className="shs-field">
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <div className="shs-control-group" data-invalid={shownError ? true : undefined}>
        <span id={prefixId} className="shs-control-group__affix">
          {prefix ?? currencySymbol(locale, currency)}
        </span>
        <input
          id={inputId}
          className="shs-control"
          type="text"
          inputMode={fractional ? 'decimal' : 'numeric'}
          autoComplete="off"
          required={required}
          disabled={disabled}
          value={text}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(prefixId, hintId, shownError && errorId)}
          onFocus={() => setEditing(true)}
          onChange={(event) => {
            setText(event.target.value);
            const amount = parseAmount(event.target.value, locale, fractional);
            if (!Number.isNaN(amount)) onChange?.(amount);
          }}
          onBlur={() => {
            setEditing(false);
            if (!Number.isNaN(parsed)) setText(format(parsed));
          }}
        />
      </div>
      {name && <input type="hidden" name={name} value={parsed ?? ''} />}
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={shownError} />
    </div>
  );
}
