// The picker's form: first a day (the 14 days after today as one radio group; days without a
// free window are shown, marked and skipped by the arrow keys), then one of that day's windows
// (a second radio group of at most four), with Continue kept in view under them. Both groups
// are native radios in fieldsets, so keyboard and screen readers work as they do everywhere.
import { useMemo, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../components/button/button';
import { formatWindowTime, type IsoWindow } from '../../lib/dates/denver-time';
import { INTL_LOCALES } from '../../lib/shared/i18n/locales';
import { useLocale, useText } from '../../lib/shared/i18n/use-text';
import { appointmentsText } from './text';
import { pickerDays } from './picker-days';

/** Props of {@link WindowForm}. */
export interface WindowFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** The free windows, in time order. */
  windows: readonly IsoWindow[];
  /** True while the windows are being asked for again. */
  busy: boolean;
  /** The chosen window's start, or null. */
  selected: string | null;
  onSelect: (start: string | null) => void;
  onSubmit: (event: FormEvent) => void;
}

export function WindowForm({
  formRef,
  windows,
  busy,
  selected,
  onSelect,
  onSubmit,
}: WindowFormProps) {
  const t = useText(appointmentsText);
  const locale = useLocale();
  const days = useMemo(
    () => pickerDays(windows, new Date(), INTL_LOCALES[locale]),
    [windows, locale],
  );
  const [dayKey, setDayKey] = useState<string | null>(null);
  // The chosen day while it still has windows (after a refresh it may not), else the first
  // day that has some.
  const day =
    days.find((d) => d.key === dayKey && d.windows.length > 0) ??
    days.find((d) => d.windows.length > 0);
  const chosen = day?.windows.find((w) => w.start === selected);

  return (
    <form ref={formRef} className="window-picker" onSubmit={onSubmit} noValidate>
      <p className="shs-lead window-picker__lead">{t('picker.lead', { zone: t('zone') })}</p>
      <fieldset className="window-picker__group">
        <legend className="window-picker__legend">{t('picker.day')}</legend>
        <div className="window-picker__days" aria-busy={busy || undefined}>
          {days.map((d) => {
            const count = d.windows.length;
            return (
              <label
                key={d.key}
                className={
                  count === 0 ? 'window-picker__day window-picker__day--none' : 'window-picker__day'
                }
              >
                <input
                  type="radio"
                  name="day"
                  value={d.key}
                  checked={day?.key === d.key}
                  disabled={count === 0}
                  aria-label={t('picker.dayLabel', { day: d.longLabel, count })}
                  onChange={() => {
                    setDayKey(d.key);
                    onSelect(null);
                  }}
                />
                <span className="window-picker__weekday">{d.weekday}</span>
                <span className="window-picker__date">{d.date}</span>
                <span className="window-picker__count">{t('picker.count', { count })}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {day ? (
        <fieldset className="window-picker__group">
          <legend className="window-picker__legend">
            {t('picker.windowLegend', { day: day.longLabel })}
          </legend>
          <div className="window-picker__options">
            {day.windows.map((window) => (
              <label key={window.start} className="window-picker__option">
                <input
                  type="radio"
                  name="window"
                  value={window.start}
                  checked={selected === window.start}
                  onChange={() => onSelect(window.start)}
                />
                <span>{formatWindowTime(window.start, window.end)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="window-picker__actions">
        <p className="window-picker__choice" aria-live="polite">
          {day && chosen
            ? t('picker.chosen', {
                day: day.longLabel,
                time: formatWindowTime(chosen.start, chosen.end),
              })
            : t('picker.nothingChosen')}
        </p>
        <Button type="submit">{t('picker.continue')}</Button>
      </div>
    </form>
  );
}
