import type { ReactNode } from 'react';
import '../tokens.css';
import './card.css';
import { Icon } from '../icon/icon';
import { useControllable } from '../use-controllable';

/** Props of {@link Card}. */
export interface CardProps {
  /** Card heading text. */
  title: string;
  /** Text under the title. */
  description?: ReactNode;
  /** Picture on top, e.g. a CardImage. Keep it to phrasing content: a selectable card is a button. */
  media?: ReactNode;
  /** Extra content under the description (phrasing content only when selectable). */
  children?: ReactNode;
  /** Makes the card a toggle button (aria-pressed). Defaults to false. */
  selectable?: boolean;
  /** Controlled selected state. */
  selected?: boolean;
  /** Starting selected state when uncontrolled. */
  defaultSelected?: boolean;
  /** Called with the new selected state. */
  onSelectedChange?: (selected: boolean) => void;
}

/**
 * A content card (spec 4.6). Selectable cards are real toggle buttons: click, Enter or Space
 * flips `selected`, exposed as aria-pressed and shown with a check mark and accent border.
 */
export function Card({
  title,
  description,
  media,
  children,
  selectable = false,
  selected: selectedProp,
  defaultSelected = false,
  onSelectedChange,
}: CardProps) {
  const [selected, setSelected] = useControllable(selectedProp, defaultSelected, onSelectedChange);
  const body = (
    <>
      {media && <span className="shs-card__media">{media}</span>}
      <span className="shs-card__body">
        <span className="shs-card__title">{title}</span>
        {description && <span className="shs-card__description">{description}</span>}
        {children}
      </span>
    </>
  );
  if (!selectable) return <div className="shs-card">{body}</div>;
  return (
    <button
      type="button"
      className={`shs-card shs-card--selectable${selected ? ' shs-card--selected' : ''}`}
      aria-pressed={selected}
      onClick={() => setSelected(!selected)}
    >
      {body}
      <span className="shs-card__check" aria-hidden="true">
        {selected && <Icon name="check" size={18} />}
      </span>
    </button>
  );
}
