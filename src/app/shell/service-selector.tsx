// The service selector (spec 2.2, 4.1): a listbox button over the customer's services. Disabled
// with one service or fewer; the selected one has a check; closes 200 ms after a pick. Loaded
// on demand: the shell shows the closed selector (service-summary.tsx) until it is here.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useText } from '../../lib/shared/i18n/use-text';
import { appText } from '../text';
import type { ServicesIndex } from '../../lib/shared/services';
import { Chevron, ClosedServiceSelector, LineIcon, ServiceSummary } from './service-summary';

/** Spec 4.1: the menu closes this long after a selection, so the check mark is seen moving. */
export const CLOSE_DELAY_MS = 200;

/** Props of {@link ServiceSelector}. */
export interface ServiceSelectorProps {
  services: ServicesIndex;
  selectedServiceName: string | null;
  onSelect: (serviceName: string) => void;
}

function CheckIcon() {
  return (
    <LineIcon className="service-option__check" d="m5 12.5 4.5 4.5L19 7.5" strokeWidth={2.4} />
  );
}

export function ServiceSelector({ services, selectedServiceName, onSelect }: ServiceSelectorProps) {
  const id = useId();
  const t = useText(appText);
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // A pick shows its check at once, even while the page is still switching to it (the shell
  // switches after the next paint).
  const [picked, setPicked] = useState<string | null>(null);
  const names = services.names;
  const disabled = names.length <= 1;
  const selectedIndex = Math.max(0, selectedServiceName ? names.indexOf(selectedServiceName) : 0);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => setPicked(null), [selectedServiceName]);
  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openList = (index = selectedIndex) => {
    if (disabled) return;
    clearTimeout(closeTimer.current);
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const pick = (index: number) => {
    const name = names[index];
    if (!name) return;
    setActive(index);
    if (name !== (picked ?? selectedServiceName)) {
      setPicked(name);
      onSelect(name);
    }
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => close(true), CLOSE_DELAY_MS);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList(event.key === 'ArrowUp' && selectedIndex === 0 ? names.length - 1 : selectedIndex);
    }
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = names.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? active);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  if (names.length === 0) return null;
  if (disabled)
    return <ClosedServiceSelector services={services} selectedServiceName={selectedServiceName} />;
  const current = picked ?? selectedServiceName ?? names[0] ?? '';
  return (
    <div className="service-selector" ref={rootRef}>
      <span id={labelId} className="service-selector__label">
        {t('serviceAddress')}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="service-selector__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${id}-value`}
        onClick={() => (open ? close(true) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <span id={`${id}-value`}>
          <ServiceSummary services={services} name={current} />
        </span>
        <Chevron />
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          className="service-selector__list"
          aria-labelledby={labelId}
          aria-activedescendant={optionId(active)}
          onKeyDown={onListKeyDown}
        >
          {names.map((name, index) => {
            const selected = name === current;
            return (
              <li
                key={name}
                id={optionId(index)}
                role="option"
                aria-selected={selected}
                className={`service-option${index === active ? ' service-option--active' : ''}`}
                onClick={() => pick(index)}
                onPointerMove={() => setActive(index)}
              >
                <ServiceSummary services={services} name={name} />
                {selected ? (
                  <CheckIcon />
                ) : (
                  <span className="service-option__check" aria-hidden="true" />
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
