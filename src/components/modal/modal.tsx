import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import '../tokens.css';
import './modal.css';
import { Button, type ButtonState } from '../button/button';
import { Icon } from '../icon/icon';
import { tabbableElements } from './focusable';
import { makePageInertExcept } from './page-inert';
import { useText } from '../../lib/shared/i18n/use-text';
import { componentsText } from '../text';

/** Spec 9.6: the modal's enter and leave transition lasts 300 ms. */
export const MODAL_TRANSITION_MS = 300;

/** Spec 4.6: why the modal asks to close. */
export type ModalCloseReason = 'close' | 'primary' | 'secondary';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the modal is shown. The parent owns this and sets it to false to close. */
  open: boolean;
  /**
   * Called when the user asks to close: the close button, Esc or an overlay click ('close'), the
   * primary button ('primary') or the secondary button ('secondary'). May be async. For
   * 'primary' the primary button is pending while it runs, complete when it resolves and back
   * to empty when it throws or rejects (the modal then stays open; showing the error is up to
   * the caller). The modal never closes itself: set `open` to false here once the work is done.
   */
  onClose: (reason: ModalCloseReason) => void | Promise<void>;
  /** Width of the dialog. Spec 9.6: defaults to 'medium'. */
  size?: 'small' | 'medium' | 'large';
  /** Heading of the dialog; also its accessible name (aria-labelledby). */
  title?: ReactNode;
  /** Text under the title; the dialog's accessible description (aria-describedby). */
  description?: ReactNode;
  /** Accessible name when there is no title. */
  ariaLabel?: string;
  /** Label of the primary button; no primary button without it. */
  primaryLabel?: string;
  /** Label of the secondary button; no secondary button without it. */
  secondaryLabel?: string;
  /** Esc asks to close with reason 'close'. Off unless set (spec 9.6: optional flag). */
  escapeCloses?: boolean;
  /** A click on the dimmed overlay asks to close with reason 'close'. Off unless set. */
  overlayClickCloses?: boolean;
  /** Hides the close (X) button, e.g. for a modal the user must act on. */
  hideCloseButton?: boolean;
  /** Accessible name of the close button. Defaults to 'Close' (in the reader's language). */
  closeLabel?: string;
  /** Where the modal is rendered. Spec 9.6: defaults to document.body. */
  container?: Element | DocumentFragment | null;
  /** Body content. */
  children?: ReactNode;
}

// Open modals, so the page stays scroll-locked until the last one closes.
let openModalCount = 0;

function returnFocus(opener: Element | null) {
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
}

/**
 * Accessible modal dialog (spec 4.6 and 9.6): portal into document.body, focus moved inside on
 * open, Tab and Shift+Tab trapped, the rest of the page inert, focus returned to the opener on
 * close, 300 ms enter and leave transition.
 */
export function Modal({
  open,
  onClose,
  size = 'medium',
  title,
  description,
  ariaLabel,
  primaryLabel,
  secondaryLabel,
  escapeCloses = false,
  overlayClickCloses = false,
  hideCloseButton = false,
  closeLabel,
  container,
  children,
}: ModalProps) {
  const t = useText(componentsText);
  const titleId = useId();
  const descriptionId = useId();
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);
  const [primaryState, setPrimaryState] = useState<ButtonState>('empty');
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<Element | null>(null);
  // Bumped on every open so a primary action that settles after the modal closed is ignored.
  const generationRef = useRef(0);
  const [host] = useState(() =>
    typeof document === 'undefined' ? null : document.createElement('div'),
  );

  // Enter: mount. Leave: fade out, then unmount and reset the primary button (spec 4.6).
  useEffect(() => {
    if (open) {
      generationRef.current += 1;
      setPrimaryState('empty');
      setMounted(true);
      return;
    }
    setVisible(false);
    const timer = setTimeout(() => {
      setMounted(false);
      setPrimaryState('empty');
    }, MODAL_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // Attach the portal host while mounted.
  useLayoutEffect(() => {
    if (!mounted || !host) return;
    host.className = 'shs-modal-host';
    (container ?? document.body).appendChild(host);
    return () => host.remove();
  }, [mounted, host, container]);

  // While open: page inert and scroll-locked, focus inside; on close: focus back to the opener.
  useLayoutEffect(() => {
    if (!open || !mounted || !host) return;
    openerRef.current = document.activeElement;
    const restorePage = makePageInertExcept(host);
    openModalCount += 1;
    document.documentElement.classList.add('shs-modal-open');
    const dialog = dialogRef.current;
    if (dialog) {
      // Reading layout commits the closed styles, so adding the open class below transitions.
      void dialog.offsetWidth;
      const tabbable = tabbableElements(dialog);
      const first = tabbable.find((el) => el !== closeButtonRef.current) ?? tabbable[0] ?? dialog;
      first.focus();
    }
    setVisible(true);
    return () => {
      restorePage();
      openModalCount -= 1;
      if (openModalCount === 0) document.documentElement.classList.remove('shs-modal-open');
      // Covers an unmount while open; a normal close is handled by the effect below.
      returnFocus(openerRef.current);
    };
  }, [open, mounted, host]);

  // Effect cleanups run before React restores the focus it saw before the commit (the button
  // that closed the modal, still in the DOM during the leave transition), so the focus goes
  // back to the opener again here, in the layout phase that follows.
  useLayoutEffect(() => {
    if (open) return;
    returnFocus(openerRef.current);
    openerRef.current = null;
  }, [open]);

  const requestClose = useCallback(
    async (reason: ModalCloseReason) => {
      if (reason !== 'primary') {
        try {
          await onClose(reason);
        } catch {
          // A failed close callback keeps the modal open; the caller reports its own error.
        }
        return;
      }
      const generation = generationRef.current;
      setPrimaryState('pending');
      try {
        await onClose('primary');
        if (generation === generationRef.current) setPrimaryState('complete');
      } catch {
        if (generation === generationRef.current) setPrimaryState('empty');
      }
    },
    [onClose],
  );

  const busy = primaryState !== 'empty';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (!escapeCloses || busy) return;
      event.stopPropagation();
      event.preventDefault();
      void requestClose('close');
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const tabbable = tabbableElements(dialogRef.current);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      dialogRef.current.focus();
    } else if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (overlayClickCloses && !busy && event.target === event.currentTarget) {
      void requestClose('close');
    }
  };

  if (!mounted || !host) return null;

  return createPortal(
    <div
      className={`shs-modal${visible && open ? ' shs-modal--open' : ''}`}
      onClick={onOverlayClick}
      onKeyDown={onKeyDown}
      data-testid="shs-modal-overlay"
    >
      <div
        ref={dialogRef}
        className={`shs-modal__dialog shs-modal__dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        {(title || !hideCloseButton) && (
          <div className="shs-modal__header">
            {title && (
              <h2 id={titleId} className="shs-modal__title">
                {title}
              </h2>
            )}
            {!hideCloseButton && (
              <button
                ref={closeButtonRef}
                type="button"
                className="shs-modal__close"
                aria-label={closeLabel ?? t('modal.close')}
                disabled={busy}
                onClick={() => void requestClose('close')}
              >
                <Icon name="close" size={24} />
              </button>
            )}
          </div>
        )}
        {description && (
          <p id={descriptionId} className="shs-modal__description">
            {description}
          </p>
        )}
        {children && <div className="shs-modal__body">{children}</div>}
        {(primaryLabel || secondaryLabel) && (
          <div className="shs-modal__footer">
            {secondaryLabel && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => void requestClose('secondary')}
              >
                {secondaryLabel}
              </Button>
            )}
            {primaryLabel && (
              <Button state={primaryState} onClick={() => void requestClose('primary')}>
                {primaryLabel}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>,
    host,
  );
}
