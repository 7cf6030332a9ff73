import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import '../tokens.css';
import './toast.css';
import { Icon } from '../icon/icon';
import { KEEP_LIVE_ATTRIBUTE } from '../modal/page-inert';
import { useToastStore, type Toast } from './toast-store';
import { useAutoDismiss } from './use-auto-dismiss';
import { useText } from '../../lib/shared/i18n/use-text';
import { componentsText } from '../text';

/** Props of {@link ToastViewport}. */
export interface ToastViewportProps {
  /**
   * Accessible name of each toast's close button. Defaults to 'Dismiss notification' (in the
   * reader's language).
   */
  closeLabel?: string;
  /** Where the viewport is rendered. Defaults to document.body. */
  container?: Element | DocumentFragment | null;
}

const ICONS = { info: 'info', success: 'success', error: 'error' } as const;

/**
 * Shows the first toast of {@link useToastStore}, one at a time. Render it once near the root.
 * Two live regions stay in the DOM at all times so screen readers announce each new message:
 * info and success politely (role status), errors at once (role alert). It is portalled into
 * its own host on document.body, which an open Modal leaves live (not inert).
 */
export function ToastViewport({ closeLabel: closeLabelProp, container }: ToastViewportProps) {
  const t = useText(componentsText);
  const closeLabel = closeLabelProp ?? t('toast.dismiss');
  const current = useToastStore((s) => s.toasts[0] ?? null);
  const isAlert = current?.variant === 'error';
  const [host] = useState(() => {
    if (typeof document === 'undefined') return null;
    const div = document.createElement('div');
    div.setAttribute(KEEP_LIVE_ATTRIBUTE, '');
    return div;
  });
  useLayoutEffect(() => {
    if (!host) return;
    (container ?? document.body).appendChild(host);
    return () => host.remove();
  }, [host, container]);
  if (!host) return null;
  return createPortal(
    <div className="shs-toast-viewport">
      <div role="status" aria-live="polite" aria-atomic="true">
        {current && !isAlert && (
          <ToastItem key={current.id} toast={current} closeLabel={closeLabel} />
        )}
      </div>
      <div role="alert" aria-atomic="true">
        {current && isAlert && (
          <ToastItem key={current.id} toast={current} closeLabel={closeLabel} />
        )}
      </div>
    </div>,
    host,
  );
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoDismiss(toast.id, toast.type === 'default', hovered || focused, () => dismiss(toast.id));

  return (
    <div
      className={`shs-toast shs-toast--${toast.variant}`}
      data-type={toast.type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Icon name={ICONS[toast.variant]} size={24} className="shs-toast__icon" />
      <p className="shs-toast__message">{toast.message}</p>
      {toast.action && (
        <button
          type="button"
          className="shs-toast__action"
          onClick={() => {
            toast.action?.onAction();
            dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className="shs-toast__close"
        aria-label={closeLabel}
        onClick={() => dismiss(toast.id)}
      >
        <Icon name="close" size={20} />
      </button>
    </div>
  );
}
